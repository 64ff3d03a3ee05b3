import type { DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  countHeldOfType,
  insertMemberCoupon,
  lockCouponType,
  takeCouponTypeUnit,
  type GrantableCouponType,
} from './coupon-grant.repository';

const DAY_MS = 86_400_000;

/** How a member got a coupon (member_coupon.get_type). */
export const COUPON_GET_TYPE = { shop: 1, centre: 2, points: 3 } as const;
export type CouponGetType = (typeof COUPON_GET_TYPE)[keyof typeof COUPON_GET_TYPE];

/** The validity of a coupon taken at `now`: the type's window, or `fixed_term` days from now. */
export function validityOf(type: GrantableCouponType, now: Date): { startAt: Date; endAt: Date } {
  if (type.validityType === 1)
    return { startAt: now, endAt: new Date(now.getTime() + type.fixedTerm * DAY_MS) };
  return { startAt: type.startAt ?? now, endAt: type.endAt ?? now };
}

/**
 * Gives the member one coupon of a type, inside the caller's transaction: the type's row is
 * locked (so one member's concurrent takes are counted one after the other), it must be on offer
 * and not expired, the member must hold fewer than `max_fetch` of it (0 = no limit), and a unit
 * is taken from `count` with a conditional update. Refusals throw (rolling the caller back).
 */
export async function grantCoupon(
  tx: DbTransaction,
  memberId: number,
  couponTypeId: number,
  getType: CouponGetType,
  now: Date,
): Promise<{ couponId: number; type: GrantableCouponType }> {
  const type = await lockCouponType(tx, couponTypeId);
  if (!type || type.status !== 1) throw new AppError('coupon.type_unavailable');
  const { startAt, endAt } = validityOf(type, now);
  if (endAt.getTime() <= now.getTime()) throw new AppError('coupon.type_expired');
  if (type.maxFetch > 0 && (await countHeldOfType(tx, memberId, couponTypeId)) >= type.maxFetch)
    throw new AppError('coupon.max_fetch_reached', { max: type.maxFetch });
  if (!(await takeCouponTypeUnit(tx, couponTypeId))) throw new AppError('coupon.all_taken');
  const couponId = await insertMemberCoupon(tx, {
    couponTypeId,
    memberId,
    siteId: type.siteId,
    state: 1,
    startAt,
    endAt,
    getType,
  });
  return { couponId, type };
}
