import type { SeckillGoods } from '@shop/contracts/promotion';
import { useTranslation } from 'react-i18next';
import { palette } from '@/app/theme';

/** Seckill price with the original struck through, or 登录可见 when the viewer gets no price. */
export function SeckillPrice({
  goods,
  size = 20,
}: {
  goods: Pick<SeckillGoods, 'price' | 'seckill_price' | 'sale_control'>;
  size?: number;
}) {
  const { t } = useTranslation('seckill');
  if (goods.seckill_price === undefined)
    return (
      <span style={{ color: palette.brand, fontSize: 14 }}>
        {goods.sale_control
          ? goods.sale_control.not_buy_msg || t('noPermission')
          : t('loginVisible')}
      </span>
    );
  return (
    <span style={{ display: 'inline-flex', alignItems: 'baseline', gap: 6 }}>
      <span style={{ color: palette.brand, fontWeight: 700, fontSize: size }}>
        <span style={{ fontSize: size * 0.65 }}>¥</span>
        {goods.seckill_price}
      </span>
      {goods.price !== undefined && goods.price !== goods.seckill_price && (
        <del style={{ color: palette.textMuted, fontSize: 12 }} aria-label={t('originalPrice')}>
          ¥{goods.price}
        </del>
      )}
    </span>
  );
}
