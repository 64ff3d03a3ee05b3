import type { CouponTerms } from '@shop/contracts/coupon';
import type { TFunction } from 'i18next';

/** The whole yuan of a money string without trailing zeros: "20.00" -> "20", "5.50" -> "5.5". */
const yuan = (money: string) => String(Number(money));

/** What a coupon gives, in one line: "满200减20", "5元无门槛", "9折（最多减30元）". */
export function couponValueText(t: TFunction<'point'>, c: CouponTerms): string {
  const threshold = Number(c.at_least) > 0;
  if (c.type === 'discount') {
    // discount is the 折 (9.5 = pay 95 %)
    const percent = Math.round(c.discount * 10);
    const base = threshold
      ? t('coupon.discountAtLeast', { discount: c.discount, percent, atLeast: yuan(c.at_least) })
      : t('coupon.discount', { discount: c.discount, percent });
    return Number(c.discount_limit) > 0
      ? `${base}${t('coupon.discountLimit', { limit: yuan(c.discount_limit) })}`
      : base;
  }
  return threshold
    ? t('coupon.rewardAtLeast', { money: yuan(c.money), atLeast: yuan(c.at_least) })
    : t('coupon.reward', { money: yuan(c.money) });
}
