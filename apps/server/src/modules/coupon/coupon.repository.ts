import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { couponType, memberCoupon } from './coupon.tables';

/** A coupon the member holds, with the terms of its type. */
export type HeldCoupon = {
  couponId: number;
  siteId: number;
  couponName: string;
  type: 'reward' | 'discount';
  moneyFen: number;
  discount: number;
  discountLimitFen: number;
  atLeastFen: number;
  /** 1 all goods of the shop, 2 the listed goods, 3 the listed categories. */
  goodsType: number;
  scopeIds: number[];
  endAt: Date;
};

/** The member's unused coupons of these shops that are valid at `now`. */
export async function usableCouponsOf(
  db: DbExecutor,
  memberId: number,
  siteIds: number[],
  now: Date,
): Promise<HeldCoupon[]> {
  if (siteIds.length === 0) return [];
  const rows = await db
    .select({
      couponId: memberCoupon.couponId,
      siteId: memberCoupon.siteId,
      couponName: couponType.couponName,
      type: couponType.type,
      moneyFen: couponType.moneyFen,
      discount: couponType.discount,
      discountLimitFen: couponType.discountLimitFen,
      atLeastFen: couponType.atLeastFen,
      goodsType: couponType.goodsType,
      scopeIds: couponType.scopeIds,
      endAt: memberCoupon.endAt,
    })
    .from(memberCoupon)
    .innerJoin(couponType, eq(couponType.couponTypeId, memberCoupon.couponTypeId))
    .where(
      and(
        eq(memberCoupon.memberId, memberId),
        eq(memberCoupon.state, 1),
        inArray(memberCoupon.siteId, siteIds),
        lte(memberCoupon.startAt, now),
        gt(memberCoupon.endAt, now),
      ),
    )
    .orderBy(memberCoupon.endAt, memberCoupon.couponId);
  return rows.map((r) => ({
    ...r,
    type: r.type === 'discount' ? 'discount' : 'reward',
    scopeIds: Array.isArray(r.scopeIds) ? r.scopeIds.map(Number) : [],
  }));
}

/** Marks a coupon used by an order; false when it is no longer unused (someone used it first). */
export async function markCouponUsed(
  tx: DbTransaction,
  memberId: number,
  couponId: number,
  orderId: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(memberCoupon)
    .set({ state: 2, useOrderId: orderId, useTime: now })
    .where(
      and(
        eq(memberCoupon.couponId, couponId),
        eq(memberCoupon.memberId, memberId),
        eq(memberCoupon.state, 1),
      ),
    )
    .returning({ id: memberCoupon.couponId });
  return rows.length === 1;
}

/**
 * Gives back the coupons an order used: unused again while still in their window, else expired.
 */
export async function releaseCouponsOfOrder(
  tx: DbTransaction,
  orderId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(memberCoupon)
    .set({
      state: sql`case when ${memberCoupon.endAt} > ${now.toISOString()}::timestamptz then 1 else 3 end`,
      useOrderId: null,
      useTime: null,
    })
    .where(and(eq(memberCoupon.useOrderId, orderId), eq(memberCoupon.state, 2)));
}
