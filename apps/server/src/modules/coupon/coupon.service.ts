import { couponMoney, type CouponTerms } from '@shop/contracts/pricing';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { type HeldCoupon, releaseCouponsOfOrder, usableCouponsOf } from './coupon.repository';
import { withSubcategories } from './coupon-scope.repository';

export type { HeldCoupon } from './coupon.repository';

/** What a coupon needs to know of an order line. */
export type CouponLine = { goodsId: number; categoryId: number; subtotalFen: number };

/** A held coupon weighed against one shop's order. */
export type CouponChoice = HeldCoupon & {
  /** The threshold is reached on the lines it covers. */
  usable: boolean;
  /** What it takes off this order (0 when not usable). */
  couponMoneyFen: number;
};

export const couponTermsOf = (c: HeldCoupon): CouponTerms => ({
  type: c.type,
  moneyFen: c.moneyFen,
  discount: c.discount,
  discountLimitFen: c.discountLimitFen,
  atLeastFen: c.atLeastFen,
});

/**
 * Whether the coupon's scope (all goods, listed goods, listed categories) covers a line. For a
 * category coupon `scopeIds` holds the listed categories with their sub-categories (see
 * `couponsByShop`), so the line's leaf category is enough.
 */
export function couponCovers(c: HeldCoupon, line: { goodsId: number; categoryId: number }) {
  if (c.goodsType === 2) return c.scopeIds.includes(line.goodsId);
  if (c.goodsType === 3) return c.scopeIds.includes(line.categoryId);
  return true;
}

/** The coupon weighed against an order's lines: usable when its threshold is reached. */
export function weighCoupon(c: HeldCoupon, lines: CouponLine[]): CouponChoice {
  const eligibleFen = lines.reduce((a, l) => a + (couponCovers(c, l) ? l.subtotalFen : 0), 0);
  const money = couponMoney(couponTermsOf(c), eligibleFen);
  return { ...c, usable: money > 0, couponMoneyFen: money };
}

/** The best usable coupon (most money off, the earliest to expire on a tie), or null. */
export function bestCoupon(choices: CouponChoice[]): CouponChoice | null {
  let best: CouponChoice | null = null;
  for (const c of choices) {
    if (!c.usable) continue;
    if (
      !best ||
      c.couponMoneyFen > best.couponMoneyFen ||
      (c.couponMoneyFen === best.couponMoneyFen && c.endAt < best.endAt)
    )
      best = c;
  }
  return best;
}

/**
 * The member's unused, currently valid coupons of the shops, grouped by shop. A category coupon's
 * scope is widened to the sub-categories of the listed ones: goods carry their leaf category.
 */
export async function couponsByShop(
  db: DbExecutor,
  memberId: number,
  siteIds: number[],
  now: Date,
): Promise<Map<number, HeldCoupon[]>> {
  const held = await Promise.all(
    (await usableCouponsOf(db, memberId, siteIds, now)).map(async (c) =>
      c.goodsType === 3 ? { ...c, scopeIds: await withSubcategories(db, c.scopeIds) } : c,
    ),
  );
  const bySite = new Map<number, HeldCoupon[]>();
  for (const c of held) bySite.set(c.siteId, [...(bySite.get(c.siteId) ?? []), c]);
  return bySite;
}

/**
 * Gives back the coupons of an order that is closed unpaid: unused again while still in their
 * validity window, else expired.
 */
export function releaseOrderCoupons(
  tx: DbTransaction,
  orderId: number,
  now = new Date(),
): Promise<void> {
  return releaseCouponsOfOrder(tx, orderId, now);
}

export { markCouponUsed } from './coupon.repository';
