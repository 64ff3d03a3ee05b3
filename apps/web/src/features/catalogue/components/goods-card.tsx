import type { GoodsCard as GoodsCardData } from '@shop/contracts/catalogue';
import { Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { palette } from '@/app/theme';
import { goodsDetailPath } from '../lib/goods-paths';
import { GoodsImageLink } from './goods-image-link';
import { GoodsPrice } from './goods-price';
import { GoodsTags } from './goods-tags';

export const GOODS_CARD_WIDTH = 230;
// The card is border-box: 230 minus 2 x 12 padding and 2 x 1 border.
const IMAGE_SIZE = 204;

type GoodsCardProps = {
  goods: GoodsCardData;
  /** Extra controls under the card (remove from favourites, delete a footprint...). */
  actions?: ReactNode;
};

/** The frame of a goods card in a grid (also the near-expiry zone's cards). */
export const goodsCardFrame: CSSProperties = {
  width: GOODS_CARD_WIDTH,
  boxSizing: 'border-box',
  background: palette.white,
  border: `1px solid ${palette.dividerLight}`,
  padding: 12,
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
};

/** The grey lines of a card (spec, manufacturer, validity, shop). */
export const cardMuted = { fontSize: 12, color: palette.textTertiary, lineHeight: '20px' } as const;

/**
 * One goods in a grid: image, price area, name, specification, manufacturer, shelf life, tags and
 * the shop. Name and image link to /sku-{id}.
 */
export function GoodsCard({ goods, actions }: GoodsCardProps) {
  const { t } = useTranslation('catalogue');
  const href = goodsDetailPath(goods.sku_id);
  return (
    <article aria-label={goods.goods_name} data-shop-label style={goodsCardFrame}>
      <GoodsImageLink goods={goods} size={IMAGE_SIZE} />
      <div style={{ minHeight: 24 }}>
        <GoodsPrice goods={goods} />
      </div>
      <Link to={href} title={goods.goods_name} data-shop-data style={{ color: palette.text }}>
        <Typography.Paragraph
          ellipsis={{ rows: 2 }}
          style={{ margin: 0, minHeight: 40, fontSize: 13 }}
        >
          {goods.goods_name}
        </Typography.Paragraph>
      </Link>
      <div style={cardMuted}>
        <Typography.Text ellipsis style={{ ...cardMuted, display: 'block' }}>
          {t('goods.specs')}：<span data-shop-data>{goods.attr_specs || goods.sku_name}</span>
        </Typography.Text>
        <Typography.Text ellipsis style={{ ...cardMuted, display: 'block' }}>
          {t('goods.factory')}：<span data-shop-data>{goods.attr_factory}</span>
        </Typography.Text>
        <Typography.Text ellipsis style={{ ...cardMuted, display: 'block' }}>
          {t('goods.validity')}：<span data-shop-data>{goods.attr_validity || '-'}</span>
          {goods.stock <= 0 && (
            <span style={{ color: palette.brand, marginLeft: 8 }}>{t('goods.outOfStock')}</span>
          )}
        </Typography.Text>
      </div>
      <div style={{ minHeight: 20 }}>
        <GoodsTags goods={goods} />
      </div>
      <Typography.Text ellipsis data-shop-data style={{ ...cardMuted, display: 'block' }}>
        {goods.shop_name}
      </Typography.Text>
      {actions}
    </article>
  );
}
