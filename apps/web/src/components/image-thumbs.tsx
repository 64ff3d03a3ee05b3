import { Image } from 'antd';
import { palette } from '@/app/theme';

/**
 * A row of square thumbnails that open large (with the others a click away) when clicked:
 * the pictures of an evaluation and of its follow-up.
 */
export function ImageThumbs({
  images,
  size = 64,
  fallback,
  altOf,
}: {
  images: readonly string[];
  size?: number;
  /** Shown for a picture that fails to load (the shop's default goods image). */
  fallback?: string;
  /** The accessible name of picture `index` (from 1). */
  altOf: (index: number) => string;
}) {
  if (images.length === 0) return null;
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Image.PreviewGroup>
        {images.map((src, i) => (
          <Image
            key={`${i}-${src}`}
            src={src}
            alt={altOf(i + 1)}
            width={size}
            height={size}
            loading="lazy"
            fallback={fallback}
            style={{ objectFit: 'cover', border: `1px solid ${palette.divider}` }}
          />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}
