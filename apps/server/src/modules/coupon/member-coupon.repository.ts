import { and, count, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { shop } from '../catalogue/catalogue.tables';
import { order } from '../order/order.tables';
import { couponType, memberCoupon } from './coupon.tables';
import type { CouponState } from '@shop/contracts/coupon';

/**
 * The member's coupons of a state as the member sees it: an unused coupon past its end is
 * expired (no job rewrites the state, so every read decides it).
 */
function stateWhere(state: CouponState, now: Date): SQL | undefined {
  if (state === 1) return and(eq(memberCoupon.state, 1), gt(memberCoupon.endAt, now));
  if (state === 2) return eq(memberCoupon.state, 2);
  return or(
    eq(memberCoupon.state, 3),
    and(eq(memberCoupon.state, 1), lte(memberCoupon.endAt, now)),
  );
}

const memberCouponColumns = {
  couponId: memberCoupon.couponId,
  couponTypeId: memberCoupon.couponTypeId,
  couponName: couponType.couponName,
  siteId: memberCoupon.siteId,
  shopName: shop.shopName,
  type: couponType.type,
  moneyFen: couponType.moneyFen,
  discount: couponType.discount,
  discountLimitFen: couponType.discountLimitFen,
  atLeastFen: couponType.atLeastFen,
  goodsType: couponType.goodsType,
  scopeIds: couponType.scopeIds,
  state: memberCoupon.state,
  startAt: memberCoupon.startAt,
  endAt: memberCoupon.endAt,
  fetchedAt: memberCoupon.createdAt,
  getType: memberCoupon.getType,
  useTime: memberCoupon.useTime,
  orderId: memberCoupon.useOrderId,
  orderNo: order.orderNo,
};

const memberCouponRows = (db: DbExecutor) =>
  db
    .select(memberCouponColumns)
    .from(memberCoupon)
    .innerJoin(couponType, eq(couponType.couponTypeId, memberCoupon.couponTypeId))
    .innerJoin(shop, eq(shop.siteId, memberCoupon.siteId))
    .leftJoin(order, eq(order.orderId, memberCoupon.useOrderId));

export type MemberCouponRow = NonNullable<Awaited<ReturnType<typeof findMemberCoupon>>>;

/** One page of the member's coupons of a state, newest first. */
export async function findMemberCouponPage(
  db: DbExecutor,
  filter: { memberId: number; state: CouponState; now: Date },
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(memberCoupon.memberId, filter.memberId),
    stateWhere(filter.state, filter.now),
  );
  const [rows, [total]] = await Promise.all([
    memberCouponRows(db)
      .where(where)
      .orderBy(desc(memberCoupon.createdAt), desc(memberCoupon.couponId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(memberCoupon).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** One of the member's coupons. */
export async function findMemberCoupon(db: DbExecutor, memberId: number, couponId: number) {
  const [row] = await memberCouponRows(db).where(
    and(eq(memberCoupon.memberId, memberId), eq(memberCoupon.couponId, couponId)),
  );
  return row;
}

/** The member's coupons per state (unused ones past their end counted as expired). */
export async function countMemberCouponStates(db: DbExecutor, memberId: number, now: Date) {
  const n = (state: CouponState) =>
    sql<number>`count(*) filter (where ${stateWhere(state, now)})`.mapWith(Number);
  const [row] = await db
    .select({ unused: n(1), used: n(2), expired: n(3) })
    .from(memberCoupon)
    .where(eq(memberCoupon.memberId, memberId));
  return { unused: row?.unused ?? 0, used: row?.used ?? 0, expired: row?.expired ?? 0 };
}

/** The member's coupons usable now: unused and inside their validity. */
export async function countUsableCoupons(db: DbExecutor, memberId: number, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(memberCoupon)
    .where(
      and(
        eq(memberCoupon.memberId, memberId),
        eq(memberCoupon.state, 1),
        lte(memberCoupon.startAt, now),
        gt(memberCoupon.endAt, now),
      ),
    );
  return Number(row?.n ?? 0);
}
