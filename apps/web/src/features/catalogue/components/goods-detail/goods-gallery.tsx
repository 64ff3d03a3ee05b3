import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { fade, palette } from '@/app/theme';
import { zoomFrame, type ZoomFrame } from '../../lib/zoom-lens';

export const GALLERY_GEOMETRY = { box: 400, lens: 200, view: 420 } as const;
const THUMB = 60;
const THUMBS_VISIBLE = 5;

type GoodsGalleryProps = {
  images: string[];
  alt: string;
};

/**
 * The goods images: the main image with a hover magnifier (a lens over the image and the part
 * under it enlarged beside the gallery) and a strip of thumbnails, with arrows when there are
 * more than five. Only the main image loads eagerly.
 */
export function GoodsGallery({ images, alt }: GoodsGalleryProps) {
  const { t } = useTranslation('goods-detail');
  const fallback = useDefaultImages()?.default_goods_img;
  const list = images.length > 0 ? images : [''];
  const [active, setActive] = useState(0);
  const [first, setFirst] = useState(0);
  const [frame, setFrame] = useState<ZoomFrame | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const index = Math.min(active, list.length - 1);
  const current = list[index] ?? '';
  const zoomable = current !== '' && broken !== current;
  const g = GALLERY_GEOMETRY;

  const onMove = (e: MouseEvent<HTMLDivElement>) => {
    if (!zoomable) return;
    const rect = e.currentTarget.getBoundingClientRect();
    setFrame(zoomFrame(e.clientX - rect.left, e.clientY - rect.top, g));
  };

  const paged = list.length > THUMBS_VISIBLE;
  const lastFirst = Math.max(0, list.length - THUMBS_VISIBLE);
  return (
    <section aria-label={t('gallery.label')} style={{ width: g.box, position: 'relative' }}>
      <div
        data-testid="gallery-main"
        onMouseMove={onMove}
        onMouseLeave={() => setFrame(null)}
        style={{
          position: 'relative',
          width: g.box,
          height: g.box,
          border: `1px solid ${palette.divider}`,
          cursor: zoomable ? 'crosshair' : 'default',
          boxSizing: 'content-box',
        }}
      >
        <FallbackImage
          src={current}
          fallback={fallback}
          alt={alt}
          width={g.box}
          height={g.box}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          onErrorCapture={() => setBroken(current)}
          style={{ objectFit: 'contain', display: 'block' }}
        />
        {frame && (
          <div
            data-testid="zoom-lens"
            aria-hidden
            style={{
              position: 'absolute',
              left: frame.lensLeft,
              top: frame.lensTop,
              width: g.lens,
              height: g.lens,
              background: fade(palette.yellow, 0.35),
              border: `1px solid ${palette.border}`,
              pointerEvents: 'none',
            }}
          />
        )}
      </div>
      {frame && (
        <div
          data-testid="zoom-view"
          aria-hidden
          style={{
            position: 'absolute',
            left: g.box + 12,
            top: 0,
            width: g.view,
            height: g.view,
            zIndex: 20,
            border: `1px solid ${palette.divider}`,
            background: `${palette.white} url("${encodeURI(current)}") no-repeat`,
            backgroundSize: `${frame.backgroundSize}px ${frame.backgroundSize}px`,
            backgroundPosition: `${frame.backgroundX}px ${frame.backgroundY}px`,
            boxShadow: `0 2px 8px ${fade(palette.black, 0.12)}`,
          }}
        />
      )}
      <div style={{ display: 'flex', alignItems: 'center', gap: 6, marginTop: 10 }}>
        {paged && (
          <button
            type="button"
            aria-label={t('gallery.prev')}
            disabled={first === 0}
            onClick={() => setFirst((f) => Math.max(0, f - 1))}
            style={arrowStyle(first === 0)}
          >
            <LeftOutlined />
          </button>
        )}
        <div
          style={{
            display: 'flex',
            gap: 6,
            flex: 1,
            justifyContent: paged ? 'center' : 'flex-start',
          }}
        >
          {list.slice(first, first + THUMBS_VISIBLE).map((src, i) => {
            const at = first + i;
            const selected = at === index;
            return (
              <button
                key={`${at}-${src}`}
                type="button"
                aria-label={t('gallery.thumb', { index: at + 1 })}
                aria-pressed={selected}
                onMouseEnter={() => setActive(at)}
                onFocus={() => setActive(at)}
                onClick={() => setActive(at)}
                style={{
                  padding: 0,
                  width: THUMB + 4,
                  height: THUMB + 4,
                  border: `2px solid ${selected ? palette.brand : palette.divider}`,
                  background: palette.white,
                  cursor: 'pointer',
                }}
              >
                <FallbackImage
                  src={src}
                  fallback={fallback}
                  alt=""
                  width={THUMB}
                  height={THUMB}
                  loading="lazy"
                  style={{ objectFit: 'contain', display: 'block' }}
                />
              </button>
            );
          })}
        </div>
        {paged && (
          <button
            type="button"
            aria-label={t('gallery.next')}
            disabled={first >= lastFirst}
            onClick={() => setFirst((f) => Math.min(lastFirst, f + 1))}
            style={arrowStyle(first >= lastFirst)}
          >
            <RightOutlined />
          </button>
        )}
      </div>
    </section>
  );
}

const arrowStyle = (disabled: boolean) => ({
  width: 20,
  height: THUMB + 4,
  border: `1px solid ${palette.divider}`,
  background: palette.fillLight,
  color: disabled ? palette.textFaint : palette.textSecondary,
  cursor: disabled ? 'not-allowed' : 'pointer',
  padding: 0,
});
