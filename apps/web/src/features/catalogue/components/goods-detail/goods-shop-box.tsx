import { ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { palette } from '@/app/theme';

type GoodsShopBoxProps = { siteId: number; shopName: string; logo: string };

/** The shop selling the goods: logo, name and an entry to its goods. */
export function GoodsShopBox({ siteId, shopName, logo }: GoodsShopBoxProps) {
  const { t } = useTranslation('goods-detail');
  const fallback = useDefaultImages()?.default_shop_img;
  const href = `/list?site_id=${siteId}`;
  return (
    <section
      aria-label={t('shop.title')}
      style={{
        border: `1px solid ${palette.divider}`,
        padding: 12,
        textAlign: 'center',
        background: palette.white,
      }}
    >
      <FallbackImage
        src={logo}
        fallback={fallback}
        alt={shopName}
        width={120}
        height={60}
        loading="lazy"
        style={{ objectFit: 'contain', display: 'block', margin: '0 auto 8px' }}
      />
      <div
        data-shop-data
        style={{ fontWeight: 600, color: palette.text, marginBottom: 10, wordBreak: 'break-all' }}
      >
        {shopName}
      </div>
      <Link
        to={href}
        style={{
          display: 'inline-block',
          border: `1px solid ${palette.border}`,
          padding: '2px 14px',
          fontSize: 12,
          color: palette.textSecondary,
        }}
      >
        <ShopOutlined /> {t('shop.enter')}
      </Link>
    </section>
  );
}
