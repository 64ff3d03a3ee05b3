import type { GoodsSkuDetail } from '@shop/contracts/catalogue';
import type { TFunction } from 'i18next';

/**
 * The validity row of a goods (spec §3 attr): 有效期 for a medicine, 保质期 for other goods; the
 * attr text, else the validity days, else empty.
 */
export function goodsValidity(
  goods: Pick<GoodsSkuDetail, 'attr' | 'validity_days' | 'is_medicinal'>,
  t: TFunction<'goods-detail'>,
): { label: string; value: string } {
  return {
    label: goods.is_medicinal ? t('attrs.validity') : t('attrs.shelfLife'),
    value:
      goods.attr.attr_validity ||
      (goods.validity_days > 0 ? t('attrs.validityDays', { count: goods.validity_days }) : ''),
  };
}
