import type { ShopItem } from '@shop/contracts/catalogue';
import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';
import { palette } from '@/app/theme';

/** The goods of one shop (the shop entry of /street). */
export const shopGoodsUrl = (siteId: number) => `/list?site_id=${siteId}`;

const stat = { display: 'flex', flexDirection: 'column', alignItems: 'center', width: 96 } as const;

/**
 * One shop of the street: logo, name, description, contact, counts and the entry button;
 * `contact`: the page's 联系客服 entry for the shop (chat is another feature).
 */
export function ShopRow({ shop, contact }: { shop: ShopItem; contact?: ReactNode }) {
  const { t } = useTranslation('street');
  const navigate = useNavigate();
  const fallback = useDefaultImages()?.default_shop_img;
  const to = shopGoodsUrl(shop.site_id);
  return (
    <article
      aria-label={shop.shop_name}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 20,
        background: palette.white,
        padding: 20,
        border: `1px solid ${palette.dividerLight}`,
      }}
    >
      <Link to={to} style={{ flexShrink: 0, border: `1px solid ${palette.dividerLight}` }}>
        <FallbackImage
          src={shop.logo}
          fallback={fallback}
          alt={shop.shop_name}
          width={100}
          height={100}
          loading="lazy"
          style={{ display: 'block', objectFit: 'contain' }}
        />
      </Link>
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Link to={to} style={{ fontSize: 18, fontWeight: 700, color: palette.text }}>
            {shop.shop_name}
          </Link>
          {shop.is_own === 1 && (
            <Tag color={palette.brand} style={{ marginInlineEnd: 0 }}>
              {t('own')}
            </Tag>
          )}
        </div>
        <p style={{ margin: 0, color: palette.textSecondary, fontSize: 13 }}>{shop.description}</p>
        <div style={{ display: 'flex', gap: 20, color: palette.textMuted, fontSize: 12 }}>
          {shop.telephone && (
            <span>
              <PhoneOutlined /> {t('telephone')}：{shop.telephone}
            </span>
          )}
          {shop.address && (
            <span>
              <EnvironmentOutlined /> {t('address')}：{shop.address}
            </span>
          )}
        </div>
      </div>
      <div style={stat}>
        <strong style={{ fontSize: 20, color: palette.brand }}>{shop.goods_count}</strong>
        <span style={{ fontSize: 12, color: palette.textMuted }}>{t('goodsCount')}</span>
      </div>
      <div style={stat}>
        <strong style={{ fontSize: 20, color: palette.text }}>{shop.sale_count}</strong>
        <span style={{ fontSize: 12, color: palette.textMuted }}>{t('saleCount')}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, width: 110 }}>
        <Button type="primary" danger onClick={() => void navigate(to)} block>
          {t('enter')}
        </Button>
        {contact}
      </div>
    </article>
  );
}
