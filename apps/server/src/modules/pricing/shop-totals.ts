import {
  bestCoupon,
  couponCovers,
  couponTermsOf,
  priceOrder,
  splitManjian,
  weighCoupon,
  type HeldCouponTerms,
  type OrderTotals,
  type WeighedCoupon,
} from '@shop/contracts/pricing';
import { AppError } from '../../lib/app-error';
import type { BasketRow } from './basket-rows';
import { manjianCovers, type ShopManjian } from './manjian-terms.service';

/**
 * How a shop's coupons are chosen: 'best' picks the most money off when none is named (the first
 * confirmation), 'chosen' takes the one named or none.
 */
export type CouponMode = 'best' | 'chosen';

/** What a buyer chose for one shop's order, and what it costs to deliver it. */
export type ShopChoice<C extends HeldCouponTerms> = {
  held: readonly C[];
  wanted: number | undefined;
  mode: CouponMode;
  deliveryMoneyFen: (goodsAfterPromotionFen: number) => number;
};

/** No coupons, no delivery: the cart's view of a shop's order. */
export const CART_CHOICE: ShopChoice<HeldCouponTerms> = {
  held: [],
  wanted: undefined,
  mode: 'chosen',
  deliveryMoneyFen: () => 0,
};

export type ShopTotals<C extends HeldCouponTerms> = {
  coupons: WeighedCoupon<C>[];
  coupon: WeighedCoupon<C> | null;
  totals: OrderTotals;
};

/**
 * The totals of one shop's order: the shop's full reduction (满减) on the rows it covers, then
 * the member's coupons weighed against what the rows charge after it (a coupon's threshold is
 * compared after the reduction), the one chosen (or the best, on the first confirmation), and the
 * engine's totals with the delivery money, which depends on the goods money after promotions.
 */
export function shopTotals<C extends HeldCouponTerms>(
  rows: readonly BasketRow[],
  manjian: ShopManjian | null,
  choice: ShopChoice<C>,
): ShopTotals<C> {
  const manjianLines = rows.map((r) => ({
    subtotalFen: r.realGoodsMoneyFen,
    manjianEligible: manjian !== null && manjianCovers(manjian, r.goodsId),
  }));
  const manjianSplit = splitManjian(manjian?.tiers ?? null, manjianLines);
  const couponLines = rows.map((r, i) => ({
    goodsId: r.goodsId,
    categoryId: r.categoryId,
    subtotalFen: r.realGoodsMoneyFen - (manjianSplit.lineFen[i] ?? 0),
  }));
  const coupons = choice.held.map((c) => weighCoupon(c, couponLines));
  let coupon: WeighedCoupon<C> | null = null;
  const { wanted } = choice;
  if (wanted === undefined && choice.mode === 'best') coupon = bestCoupon(coupons);
  else if (wanted !== undefined && wanted > 0) {
    coupon = coupons.find((c) => c.couponId === wanted) ?? null;
    if (!coupon) throw new AppError('coupon.not_found');
    if (!coupon.usable) throw new AppError('coupon.unusable', { name: coupon.couponName });
  }

  const subtotalFen = rows.reduce((a, r) => a + r.realGoodsMoneyFen, 0);
  const totals = priceOrder({
    lines: rows.map((r, i) => ({
      goodsMoneyFen: r.goodsMoneyFen,
      subtotalFen: r.realGoodsMoneyFen,
      manjianEligible: manjianLines[i]!.manjianEligible,
      couponEligible: coupon !== null && couponCovers(coupon, r),
    })),
    manjian: manjian?.tiers ?? null,
    coupon: coupon ? couponTermsOf(coupon) : null,
    deliveryMoneyFen: choice.deliveryMoneyFen(subtotalFen),
  });
  return { coupons, coupon, totals };
}
