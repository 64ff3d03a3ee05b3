import { eq } from 'drizzle-orm';
import { couponType, member, pointExchange } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

type Db = TestApp['database']['db'];

/** A points mall item on offer; answers its id. */
export async function addPointItem(
  db: Db,
  values: Omit<typeof pointExchange.$inferInsert, 'name'> & { name?: string },
) {
  const [row] = await db
    .insert(pointExchange)
    .values({ name: '积分商品', ...values })
    .returning({ id: pointExchange.id });
  return row!.id;
}

/** A coupon type only the points mall gives (5 yuan off, 30 days from the exchange). */
export async function addPointCouponType(
  db: Db,
  siteId: number,
  values: Partial<typeof couponType.$inferInsert> = {},
) {
  const [row] = await db
    .insert(couponType)
    .values({
      siteId,
      couponName: '积分专享 5元券',
      type: 'reward',
      moneyFen: 500,
      maxFetch: 0,
      validityType: 1,
      fixedTerm: 30,
      ...values,
    })
    .returning({ id: couponType.couponTypeId });
  return row!.id;
}

/** Sets the member's points. */
export async function setPoints(db: Db, memberId: number, point: number) {
  await db.update(member).set({ point }).where(eq(member.memberId, memberId));
}

/** A valid idempotency key made of a label and a number. */
export const keyOf = (label: string, n: number) =>
  `${label}-${String(n).padStart(6, '0')}-aaaaaaaaaaaaaaaa`;
