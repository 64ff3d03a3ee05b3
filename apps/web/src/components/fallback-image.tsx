import { useState, type ImgHTMLAttributes } from 'react';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | undefined;
  /** Shown when `src` is empty or fails to load (usually one of the shop's default images). */
  fallback: string | undefined;
  alt: string;
};

/** An image that falls back once to `fallback` (spec §8 "Image failure: fallback image"). */
export function FallbackImage({ src, fallback, alt, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const broken = !src || failedSrc === src;
  const shown = broken ? fallback : src;
  if (!shown)
    return (
      <span
        role="img"
        aria-label={alt}
        style={{ display: 'inline-block', width: rest.width, height: rest.height }}
      />
    );
  return <img {...rest} src={shown} alt={alt} onError={() => !broken && setFailedSrc(src)} />;
}
