import { and, asc, count, desc, eq, gt, inArray, notExists, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { shop } from '../catalogue/catalogue.tables';
import { pointExchange } from '../point/point.tables';
import { couponType, memberCoupon } from './coupon.tables';

/** All of the type's coupons are taken (count 0 = unlimited, never all taken). */
const allTaken = sql<boolean>`(${couponType.count} > 0 and ${couponType.leadCount} >= ${couponType.count})`;

/** Coupon types sold in the points mall are had for points only, never taken for free. */
const soldForPoints = (db: DbExecutor) =>
  db
    .select({ id: pointExchange.id })
    .from(pointExchange)
    .where(eq(pointExchange.couponTypeId, couponType.couponTypeId));

/** Whether the coupon type is sold in the points mall. */
export async function isSoldForPoints(db: DbExecutor, couponTypeId: number) {
  const [row] = await db
    .select({ id: pointExchange.id })
    .from(pointExchange)
    .where(eq(pointExchange.couponTypeId, couponTypeId))
    .limit(1);
  return row !== undefined;
}

/**
 * Coupon types on offer at `now` (status 1; fixed-term ones, or windows not yet ended; not sold in
 * the points mall; of open shops), optionally of one shop: those still to take first, then the
 * all-taken ones, each group newest first.
 */
export async function findOfferedTypePage(
  db: DbExecutor,
  filter: { siteId?: number | undefined; now: Date },
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(couponType.status, 1),
    or(eq(couponType.validityType, 1), gt(couponType.endAt, filter.now)),
    filter.siteId ? eq(couponType.siteId, filter.siteId) : undefined,
    notExists(soldForPoints(db)),
    eq(shop.status, 1),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        couponTypeId: couponType.couponTypeId,
        couponName: couponType.couponName,
        siteId: couponType.siteId,
        shopName: shop.shopName,
        type: couponType.type,
        moneyFen: couponType.moneyFen,
        discount: couponType.discount,
        discountLimitFen: couponType.discountLimitFen,
        atLeastFen: couponType.atLeastFen,
        goodsType: couponType.goodsType,
        scopeIds: couponType.scopeIds,
        count: couponType.count,
        leadCount: couponType.leadCount,
        maxFetch: couponType.maxFetch,
        validityType: couponType.validityType,
        fixedTerm: couponType.fixedTerm,
        startAt: couponType.startAt,
        endAt: couponType.endAt,
      })
      .from(couponType)
      .innerJoin(shop, eq(shop.siteId, couponType.siteId))
      .where(where)
      .orderBy(asc(allTaken), desc(couponType.couponTypeId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(couponType)
      .innerJoin(shop, eq(shop.siteId, couponType.siteId))
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** How many coupons of each type the member holds (any state): the per-member limit counts them. */
export async function heldCountsOf(db: DbExecutor, memberId: number, couponTypeIds: number[]) {
  if (couponTypeIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ typeId: memberCoupon.couponTypeId, n: count() })
    .from(memberCoupon)
    .where(
      and(eq(memberCoupon.memberId, memberId), inArray(memberCoupon.couponTypeId, couponTypeIds)),
    )
    .groupBy(memberCoupon.couponTypeId);
  return new Map(rows.map((r) => [r.typeId, Number(r.n)] as const));
}
