import { and, eq, sql } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client';
import { memberPointLog } from './member-point.tables';
import { member } from './member.tables';

/** Takes `n` points when the member has them (never below zero); the balance after, or null. */
export async function takeMemberPoint(tx: DbTransaction, memberId: number, n: number) {
  const [row] = await tx
    .update(member)
    .set({ point: sql`${member.point} - ${n}` })
    .where(and(eq(member.memberId, memberId), sql`${member.point} >= ${n}`))
    .returning({ point: member.point });
  return row?.point ?? null;
}

export async function insertPointLog(
  tx: DbTransaction,
  values: typeof memberPointLog.$inferInsert,
) {
  await tx.insert(memberPointLog).values(values);
}

/** Gives `n` points; the balance after. */
export async function giveMemberPoint(tx: DbTransaction, memberId: number, n: number) {
  const [row] = await tx
    .update(member)
    .set({ point: sql`${member.point} + ${n}` })
    .where(eq(member.memberId, memberId))
    .returning({ point: member.point });
  if (!row) throw new Error(`member ${memberId} missing`);
  return row.point;
}
