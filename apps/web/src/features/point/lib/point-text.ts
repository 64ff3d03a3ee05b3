import type { CouponTerms } from '@shop/contracts/coupon';
import { shortYuan } from '@shop/web-kit/money';
import type { TFunction } from 'i18next';

/** What a coupon gives, in one line: "满200减20", "5元无门槛", "9折（最多减30元）". */
export function couponValueText(t: TFunction<'point'>, c: CouponTerms): string {
  const threshold = Number(c.at_least) > 0;
  if (c.type === 'discount') {
    // discount is the 折 (9.5 = pay 95 %)
    const percent = Math.round(c.discount * 10);
    const base = threshold
      ? t('coupon.discountAtLeast', {
          discount: c.discount,
          percent,
          atLeast: shortYuan(c.at_least),
        })
      : t('coupon.discount', { discount: c.discount, percent });
    return Number(c.discount_limit) > 0
      ? `${base}${t('coupon.discountLimit', { limit: shortYuan(c.discount_limit) })}`
      : base;
  }
  return threshold
    ? t('coupon.rewardAtLeast', { money: shortYuan(c.money), atLeast: shortYuan(c.at_least) })
    : t('coupon.reward', { money: shortYuan(c.money) });
}
