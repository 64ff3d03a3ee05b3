import type { CouponTerms, CouponType } from '@shop/contracts/coupon';
import { shopDate } from '@shop/web-kit/shop-time';
import { shortYuan, YUAN_SIGN } from '@shop/web-kit/money';
import type { TFunction } from 'i18next';

/**
 * The big figure of the ticket: the amount off, or a discount coupon's 折 (9.5折; in English the
 * share taken off, 5% off).
 */
export const couponFigure = (t: TFunction, c: CouponTerms) =>
  c.type === 'reward'
    ? { prefix: YUAN_SIGN, value: shortYuan(c.money), suffix: '' }
    : {
        prefix: '',
        value: t('coupon:terms.discountValue', {
          discount: c.discount,
          off: Math.round((10 - c.discount) * 10),
        }),
        suffix: t('coupon:terms.discountSuffix'),
      };

/** The lines under the figure: 满x可用 / 无门槛, then the cap of a discount coupon. */
export function couponConditions(t: TFunction, c: CouponTerms): string[] {
  const threshold =
    Number(c.at_least) > 0
      ? t('coupon:terms.atLeast', { amount: shortYuan(c.at_least) })
      : t('coupon:terms.noThreshold');
  return c.type === 'discount' && Number(c.discount_limit) > 0
    ? [threshold, t('coupon:terms.cap', { amount: shortYuan(c.discount_limit) })]
    : [threshold];
}

/** Where the coupon applies: the whole shop, or the listed goods or categories. */
export function couponScope(t: TFunction, c: CouponTerms): string {
  if (c.goods_type === 1) return t('coupon:terms.scopeAll');
  const names = c.scope_names.join(t('coupon:terms.scopeSeparator'));
  const more =
    c.scope_count > c.scope_names.length
      ? t('coupon:terms.scopeMore', { count: c.scope_count })
      : '';
  return c.goods_type === 2
    ? t('coupon:terms.scopeGoods', { names: names + more })
    : t('coupon:terms.scopeCategory', { names: names + more });
}

/** The validity of a coupon type: its window, or "领取后n天有效". */
export function couponTypeValidity(t: TFunction, c: CouponType): string {
  if (c.validity_type === 1) return t('coupon:terms.fixedTerm', { days: c.fixed_term });
  return t('coupon:terms.window', {
    from: shopDate(c.start_time ?? 0),
    to: shopDate(c.end_time ?? 0),
  });
}

/** The validity of a held coupon: its own window. */
export const heldValidity = (t: TFunction, c: { start_time: number; end_time: number }) =>
  t('coupon:terms.window', { from: shopDate(c.start_time), to: shopDate(c.end_time) });
