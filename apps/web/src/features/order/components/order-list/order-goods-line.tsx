import type { OrderGoods } from '@shop/contracts/order';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FallbackImage } from '@/components/fallback-image';
import { NearExpiryNote } from '@/components/near-expiry-note';
import { useDefaultImages } from '@/lib/default-images';
import { palette } from '@/app/theme';
import { isExchange, promotionKey } from '../../lib/order-money';

/** The goods page of a line's SKU. */
export const skuPath = (skuId: number) => `/sku-${skuId}`;

/** A line's picture linking to its goods page (the shop's default image when missing). */
export function OrderGoodsImage({
  goods,
  size,
}: {
  goods: Pick<OrderGoods, 'sku_id' | 'sku_image' | 'sku_name'>;
  size: number;
}) {
  const fallback = useDefaultImages()?.default_goods_img;
  return (
    <Link
      to={skuPath(goods.sku_id)}
      style={{
        flexShrink: 0,
        width: size,
        height: size,
        border: `1px solid ${palette.dividerLight}`,
      }}
    >
      <FallbackImage
        src={goods.sku_image}
        fallback={fallback}
        alt={goods.sku_name}
        width={size - 2}
        height={size - 2}
        loading="lazy"
        style={{ objectFit: 'contain', display: 'block' }}
      />
    </Link>
  );
}

/** The promotion tag of a line (换购 in orange; 秒杀, 特价, ... in red); none without one. */
export function PromotionTag({ goods }: { goods: OrderGoods }) {
  const { t } = useTranslation('order');
  const key = promotionKey(goods);
  // A bundle's goods are labelled by their group, not one by one; a near-expiry line (ADR 0029)
  // by its badge and expiry beside its name.
  if (!key || key === 'bundling' || goods.expiry_date) return null;
  return (
    <Tag color={isExchange(goods) ? 'orange' : 'red'} style={{ marginInlineEnd: 0 }}>
      {t(`promotion.${key}`)}
    </Tag>
  );
}

/**
 * Picture, name (linking to the goods), spec and unit, the expiry of a near-expiry line
 * (ADR 0029) and the promotion tag of a line.
 */
export function OrderGoodsSummary({
  goods,
  imageSize = 64,
  withTag = true,
}: {
  goods: OrderGoods;
  imageSize?: number;
  /** Off where a column of its own shows the promotion. */
  withTag?: boolean;
}) {
  return (
    <div style={{ display: 'flex', gap: 12, minWidth: 0 }}>
      <OrderGoodsImage goods={goods} size={imageSize} />
      <div style={{ minWidth: 0, fontSize: 13, lineHeight: '20px' }}>
        <Link
          to={skuPath(goods.sku_id)}
          style={{
            color: palette.text,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {goods.sku_name}
        </Link>
        <div style={{ color: palette.textMuted, fontSize: 12 }}>
          {[goods.spec_name, goods.unit].filter(Boolean).join(' / ')}
        </div>
        {goods.expiry_date && <NearExpiryNote expiry={goods.expiry_date} />}
        {withTag && <PromotionTag goods={goods} />}
      </div>
    </div>
  );
}
