import { priceOrder, splitManjian, type OrderTotals } from '@shop/contracts/pricing';
import { AppError } from '../../lib/app-error';
import {
  bestCoupon,
  type CouponChoice,
  couponCovers,
  couponTermsOf,
  type HeldCoupon,
  weighCoupon,
} from '../coupon';
import { manjianCovers, type ShopManjian } from '../pricing';
import type { CouponMode, OrderRow } from './order-draft.types';

/**
 * The totals of one shop's order: the shop's full reduction (满减) on the lines it covers, then
 * the member's coupons weighed against what the lines charge after it (a coupon's threshold is
 * compared after the reduction), the one chosen (or the best, on the first confirmation), and the
 * engine's totals with the delivery money, which depends on the goods money after promotions.
 */
export function shopTotals(
  rows: OrderRow[],
  held: HeldCoupon[],
  options: {
    manjian: ShopManjian | null;
    wanted: number | undefined;
    mode: CouponMode;
    deliveryMoneyFen: (goodsAfterPromotionFen: number) => number;
  },
): { coupons: CouponChoice[]; coupon: CouponChoice | null; totals: OrderTotals } {
  const { manjian } = options;
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
  const coupons = held.map((c) => weighCoupon(c, couponLines));
  let coupon: CouponChoice | null = null;
  const { wanted } = options;
  if (wanted === undefined && options.mode === 'best') coupon = bestCoupon(coupons);
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
    deliveryMoneyFen: options.deliveryMoneyFen(subtotalFen),
  });
  return { coupons, coupon, totals };
}
