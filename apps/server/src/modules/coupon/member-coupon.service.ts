import type { CouponState, MemberCoupon, MemberCouponPage } from '@shop/contracts/coupon';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageCount, pageWindow } from '../../lib/paging';
import { COUPON_GET_TYPE, grantCoupon } from './coupon-grant.service';
import { isSoldForPoints } from './coupon-centre.repository';
import { couponTermsReader } from './coupon-terms';
import {
  countMemberCouponStates,
  countUsableCoupons,
  findMemberCoupon,
  findMemberCouponPage,
  type MemberCouponRow,
} from './member-coupon.repository';

/** The state the member sees: an unused coupon past its end is expired. */
const shownState = (r: MemberCouponRow, now: Date): CouponState =>
  r.state === 2 ? 2 : r.state === 3 || r.endAt.getTime() <= now.getTime() ? 3 : 1;

async function memberCouponsView(
  db: DbExecutor,
  rows: MemberCouponRow[],
  now: Date,
): Promise<MemberCoupon[]> {
  const termsOf = await couponTermsReader(db, rows);
  return rows.map((r) => ({
    ...termsOf(r),
    coupon_id: r.couponId,
    state: shownState(r, now),
    start_time: r.startAt.getTime(),
    end_time: r.endAt.getTime(),
    fetch_time: r.fetchedAt.getTime(),
    get_type: r.getType,
    use_time: r.useTime?.getTime() ?? null,
    order_id: r.orderId,
    order_no: r.orderNo,
  }));
}

/** 我的优惠券: one page of the member's coupons of a state, with the counts of every state. */
export async function getMemberCouponPage(
  db: DbExecutor,
  memberId: number,
  query: { state: number; page: number; page_size: number },
  now = new Date(),
): Promise<MemberCouponPage> {
  const state = query.state as CouponState;
  const [{ rows, count }, stateCount] = await Promise.all([
    findMemberCouponPage(db, { memberId, state, now }, pageWindow(query)),
    countMemberCouponStates(db, memberId, now),
  ]);
  return {
    page_count: pageCount(count, query),
    count,
    list: await memberCouponsView(db, rows, now),
    state_count: stateCount,
  };
}

/** The number of the member's coupons usable now (the header and side toolbar count). */
export const getUsableCouponNum = (db: DbExecutor, memberId: number, now = new Date()) =>
  countUsableCoupons(db, memberId, now);

/**
 * 立即领取 in the coupon centre: one coupon of the type, granted in one transaction (limits and
 * the remaining count checked under the type's row lock), answered as the member now holds it.
 * Coupons of the points mall are refused: they cost points.
 */
export async function receiveCoupon(
  db: Db,
  memberId: number,
  couponTypeId: number,
  now = new Date(),
): Promise<MemberCoupon> {
  const { couponId } = await db.transaction(async (tx) => {
    if (await isSoldForPoints(tx, couponTypeId)) throw new AppError('coupon.points_only');
    return grantCoupon(tx, memberId, couponTypeId, COUPON_GET_TYPE.centre, now);
  });
  const row = await findMemberCoupon(db, memberId, couponId);
  if (!row) throw new AppError('coupon.type_unavailable');
  const [view] = await memberCouponsView(db, [row], now);
  return view!;
}
