import type { DbExecutor, DbTransaction } from '../../db/client';
import { type HeldCoupon, releaseCouponsOfOrder, usableCouponsOf } from './coupon.repository';
import { withSubcategories } from './coupon-scope.repository';

export type { HeldCoupon } from './coupon.repository';

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
