import type { RefundGoods } from '@shop/contracts/aftersale';
import { formatYuan } from '@shop/web-kit/money';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { FallbackImage } from '@/components/fallback-image';
import { useDefaultImages } from '@/lib/default-images';

/** The goods line a refund is about: picture, name, spec, unit price × units, order number. */
export function RefundGoodsCard({ goods, size = 64 }: { goods: RefundGoods; size?: number }) {
  const { t } = useTranslation('aftersale');
  const defaults = useDefaultImages();
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', minWidth: 0 }}>
      <FallbackImage
        src={goods.sku_image}
        fallback={defaults?.default_goods_img}
        alt={goods.sku_name}
        width={size}
        height={size}
        style={{ objectFit: 'cover', border: `1px solid ${palette.dividerLight}`, flex: 'none' }}
      />
      <div style={{ minWidth: 0, lineHeight: 1.7 }}>
        <Link to={`/sku-${goods.sku_id}`} style={{ color: palette.text, fontWeight: 500 }}>
          {goods.sku_name}
        </Link>
        <div style={{ color: palette.textMuted, fontSize: 12 }}>
          {goods.spec_name && <span style={{ marginRight: 12 }}>{goods.spec_name}</span>}
          {formatYuan(goods.price)} × {goods.num}
          {goods.unit}
        </div>
        <div style={{ color: palette.textMuted, fontSize: 12 }}>
          {t('goods.orderNo')}
          <Link to={`/member/order_detail?order_id=${goods.order_id}`}>{goods.order_no}</Link>
        </div>
      </div>
    </div>
  );
}
