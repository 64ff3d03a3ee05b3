import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fade, palette, radius } from '@/app/theme';

type SlideShowProps = {
  /** One node per slide, each with its own key. */
  slides: ReactNode[];
  height: number;
  /** 'vertical' slides upwards (the top banner); 'fade' cross-fades (the home carousel). */
  effect: 'vertical' | 'fade';
  intervalMs: number;
  /** Dots to pick a slide. */
  dots?: boolean;
};

const TRANSITION_MS = 500;

/**
 * A light carousel: autoplay that pauses while the pointer is over it, a vertical slide or a
 * cross-fade, optional dots. Small on purpose: it sits on the first screen of every page.
 */
export function SlideShow({ slides, height, effect, intervalMs, dots = false }: SlideShowProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setActive((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, paused, intervalMs]);

  const current = active < count ? active : 0;
  return (
    <div
      aria-roledescription="carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      style={{ position: 'relative', height, overflow: 'hidden' }}
    >
      {effect === 'vertical' ? (
        <div
          style={{
            transform: `translateY(-${current * height}px)`,
            transition: `transform ${TRANSITION_MS}ms ease`,
          }}
        >
          {slides.map((slide, i) => (
            <div key={i} aria-hidden={i !== current} style={{ height }}>
              {slide}
            </div>
          ))}
        </div>
      ) : (
        slides.map((slide, i) => (
          <div
            key={i}
            aria-hidden={i !== current}
            style={{
              position: 'absolute',
              inset: 0,
              opacity: i === current ? 1 : 0,
              zIndex: i === current ? 1 : 0,
              transition: `opacity ${TRANSITION_MS}ms ease`,
            }}
          >
            {slide}
          </div>
        ))
      )}
      {dots && count > 1 && (
        <div
          style={{
            position: 'absolute',
            bottom: 12,
            left: 0,
            right: 0,
            zIndex: 2,
            display: 'flex',
            justifyContent: 'center',
            gap: 8,
          }}
        >
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              aria-label={t('common:carousel.slide', { n: i + 1 })}
              aria-current={i === current}
              onClick={() => setActive(i)}
              style={{
                width: i === current ? 24 : 12,
                height: 4,
                padding: 0,
                border: 0,
                borderRadius: radius.sm,
                cursor: 'pointer',
                background: i === current ? palette.white : fade(palette.white, 0.5),
                transition: 'width 200ms',
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
