import type { BrandCenterItem } from '@shop/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { palette } from '@/app/theme';

/** The goods list of a brand. */
export const brandListUrl = (brandId: number) => `/list?brand_id=${brandId}`;

/** Brand tiles: logo (or the default brand image), name and goods count, each to its goods. */
export function BrandGrid({ brands }: { brands: BrandCenterItem[] }) {
  const { t } = useTranslation('brand');
  const fallback = useDefaultImages()?.default_brand_img;
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(6, 1fr)',
        gap: 12,
      }}
    >
      {brands.map((b) => (
        <li key={b.brand_id}>
          <Link
            to={brandListUrl(b.brand_id)}
            title={b.brand_name}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 6,
              background: palette.white,
              border: `1px solid ${palette.divider}`,
              padding: '16px 8px 12px',
              color: palette.text,
            }}
          >
            <FallbackImage
              src={b.image_url}
              fallback={fallback}
              alt={b.brand_name}
              width={150}
              height={75}
              loading="lazy"
              style={{ objectFit: 'contain' }}
            />
            <span
              style={{
                fontSize: 14,
                fontWeight: 600,
                maxWidth: '100%',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {b.brand_name}
            </span>
            <span style={{ fontSize: 12, color: palette.textMuted }}>
              {t('goodsCount', { count: b.goods_count })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
