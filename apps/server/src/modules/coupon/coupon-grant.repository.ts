import { and, eq, or, sql } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client';
import { couponType, memberCoupon } from './coupon.tables';

export type GrantableCouponType = typeof couponType.$inferSelect;

/** The coupon type, its row locked for the rest of the transaction. */
export async function lockCouponType(
  tx: DbTransaction,
  couponTypeId: number,
): Promise<GrantableCouponType | undefined> {
  const [row] = await tx
    .select()
    .from(couponType)
    .where(eq(couponType.couponTypeId, couponTypeId))
    .for('update');
  return row;
}

/**
 * Counts one more coupon of the type handed out, if the type is on offer and not all taken
 * (`count` 0 = unlimited); false otherwise. Conditional, so concurrent takers never exceed `count`.
 */
export async function takeCouponTypeUnit(tx: DbTransaction, couponTypeId: number) {
  const rows = await tx
    .update(couponType)
    .set({ leadCount: sql`${couponType.leadCount} + 1` })
    .where(
      and(
        eq(couponType.couponTypeId, couponTypeId),
        eq(couponType.status, 1),
        or(eq(couponType.count, 0), sql`${couponType.leadCount} < ${couponType.count}`),
      ),
    )
    .returning({ id: couponType.couponTypeId });
  return rows.length > 0;
}

/** Coupons of the type the member holds (any state): the per-member limit counts them. */
export async function countHeldOfType(tx: DbTransaction, memberId: number, couponTypeId: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)` })
    .from(memberCoupon)
    .where(and(eq(memberCoupon.memberId, memberId), eq(memberCoupon.couponTypeId, couponTypeId)));
  return Number(row?.n ?? 0);
}

export async function insertMemberCoupon(
  tx: DbTransaction,
  values: typeof memberCoupon.$inferInsert,
): Promise<number> {
  const [row] = await tx
    .insert(memberCoupon)
    .values(values)
    .returning({ id: memberCoupon.couponId });
  return row!.id;
}
