import { couponType, memberCoupon } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

/** Test data of the coupon module (imported by tests only). */

type Db = TestApp['database']['db'];
export const DAY_MS = 86_400_000;

/** A coupon type of a shop, on offer for 30 days unless told otherwise. */
export async function addCouponType(
  db: Db,
  values: Partial<typeof couponType.$inferInsert> & { siteId: number },
) {
  const now = Date.now();
  const [row] = await db
    .insert(couponType)
    .values({
      couponName: '满100减10',
      type: 'reward',
      moneyFen: 1000,
      atLeastFen: 10_000,
      count: 100,
      maxFetch: 1,
      startAt: new Date(now - DAY_MS),
      endAt: new Date(now + 30 * DAY_MS),
      ...values,
    })
    .returning({ id: couponType.couponTypeId });
  return row!.id;
}

/** A coupon of the type held by the member, by default unused and valid for 30 days. */
export async function addHeldCoupon(
  db: Db,
  values: Partial<typeof memberCoupon.$inferInsert> & {
    couponTypeId: number;
    memberId: number;
    siteId: number;
  },
) {
  const now = Date.now();
  const [row] = await db
    .insert(memberCoupon)
    .values({
      startAt: new Date(now - DAY_MS),
      endAt: new Date(now + 30 * DAY_MS),
      ...values,
    })
    .returning({ id: memberCoupon.couponId });
  return row!.id;
}
