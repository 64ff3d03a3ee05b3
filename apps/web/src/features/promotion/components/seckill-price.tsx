import type { SeckillGoods } from '@shop/contracts/promotion';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';
import { Price } from '@/components/price';

/** Seckill price with the original struck through, or 登录可见 when the viewer gets no price. */
export function SeckillPrice({
  goods,
  size = 20,
}: {
  goods: Pick<SeckillGoods, 'price' | 'seckill_price' | 'sale_control'>;
  size?: number;
}) {
  const { t } = useTranslation('seckill');
  if (goods.seckill_price === undefined && goods.sale_control)
    return (
      <span style={{ color: palette.brand, fontSize: 14 }}>
        {goods.sale_control.not_buy_msg || t('noPermission')}
      </span>
    );
  if (goods.seckill_price === undefined) return <Price value={undefined} size={16} />;
  return <Price value={goods.seckill_price} original={goods.price} size={size} emphasis />;
}
