import type { Fen } from '../money';
import { prorate } from '../money/prorate';
import { splitManjian } from './manjian-money';
import type { CouponTerms, OrderTotals, OrderTotalsInput } from './pricing.types';

/**
 * What a coupon takes off `eligibleFen` of goods: a reward coupon its money, a discount coupon
 * the part not paid rounded down to the fen (the buyer never gets more off than the rate gives),
 * capped by its limit; never more than the eligible money; nothing below the threshold.
 */
export function couponMoney(coupon: CouponTerms, eligibleFen: Fen): Fen {
  if (eligibleFen <= 0 || eligibleFen < coupon.atLeastFen) return 0;
  let off =
    coupon.type === 'reward'
      ? coupon.moneyFen
      : Math.floor((eligibleFen * (100 - coupon.discount)) / 100);
  if (coupon.type === 'discount' && coupon.discountLimitFen > 0)
    off = Math.min(off, coupon.discountLimitFen);
  return Math.max(0, Math.min(off, eligibleFen));
}

/**
 * Totals of one order: order_money = goods_money - promotion_money - manjian_money -
 * coupon_money + delivery_money. The shop's full reduction comes first, on the subtotals of its
 * eligible lines, split over them; the coupon then applies to what is left of its eligible lines
 * (its threshold compared after the reduction) and is split over them by that money.
 */
export function priceOrder(input: OrderTotalsInput): OrderTotals {
  const goodsMoneyFen = input.lines.reduce((a, l) => a + l.goodsMoneyFen, 0);
  const subtotalFen = input.lines.reduce((a, l) => a + l.subtotalFen, 0);
  const manjian = splitManjian(input.manjian, input.lines);
  const manjianMoneyFen = manjian.reached?.moneyFen ?? 0;
  const eligible = input.lines.map((l, i) =>
    l.couponEligible ? l.subtotalFen - (manjian.lineFen[i] ?? 0) : 0,
  );
  const eligibleFen = eligible.reduce((a, b) => a + b, 0);
  const couponMoneyFen = input.coupon ? couponMoney(input.coupon, eligibleFen) : 0;
  return {
    goodsMoneyFen,
    promotionMoneyFen: goodsMoneyFen - subtotalFen,
    manjianMoneyFen,
    couponMoneyFen,
    deliveryMoneyFen: input.deliveryMoneyFen,
    orderMoneyFen: subtotalFen - manjianMoneyFen - couponMoneyFen + input.deliveryMoneyFen,
    manjian: manjian.reached,
    lineManjianFen: manjian.lineFen,
    lineCouponFen:
      couponMoneyFen > 0 ? prorate(couponMoneyFen, eligible) : input.lines.map(() => 0),
    couponApplies: input.coupon === null || couponMoneyFen > 0,
  };
}
