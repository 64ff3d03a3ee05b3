import { and, count, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { memberWithdraw } from './finance.tables';

export type WithdrawRow = typeof memberWithdraw.$inferSelect;
export type NewWithdraw = typeof memberWithdraw.$inferInsert;

export async function insertWithdraw(db: DbExecutor, row: NewWithdraw): Promise<WithdrawRow> {
  const [created] = await db.insert(memberWithdraw).values(row).returning();
  if (!created) throw new Error('withdraw insert returned no row');
  return created;
}

export type WithdrawMove =
  { kind: 'moved'; before: number; row: WithdrawRow } | { kind: 'missing' } | { kind: 'handled' };

/**
 * Moves withdrawal `withdrawId` to a new state only from one of `from`: the update is conditional
 * on the state it read, so of two staff acting at once one moves it and the other is answered
 * `handled` (issue 16).
 */
export async function moveWithdraw(
  db: DbExecutor,
  withdrawId: number,
  from: readonly number[],
  values: Partial<
    Pick<
      WithdrawRow,
      'status' | 'rejectReason' | 'auditTime' | 'paidTime' | 'paidRemark' | 'staffId'
    >
  >,
): Promise<WithdrawMove> {
  const [current] = await db
    .select({ status: memberWithdraw.status })
    .from(memberWithdraw)
    .where(eq(memberWithdraw.withdrawId, withdrawId));
  if (!current) return { kind: 'missing' };
  if (!from.includes(current.status)) return { kind: 'handled' };
  const [row] = await db
    .update(memberWithdraw)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(eq(memberWithdraw.withdrawId, withdrawId), eq(memberWithdraw.status, current.status)),
    )
    .returning();
  return row ? { kind: 'moved', before: current.status, row } : { kind: 'handled' };
}

/** The member's withdrawal `id`, or undefined (also for another member's id). */
export async function findMemberWithdraw(
  db: DbExecutor,
  memberId: number,
  id: number,
): Promise<WithdrawRow | undefined> {
  const [row] = await db
    .select()
    .from(memberWithdraw)
    .where(and(eq(memberWithdraw.withdrawId, id), eq(memberWithdraw.memberId, memberId)));
  return row;
}

const memberCondition = (memberId: number, status: number | undefined) =>
  and(
    eq(memberWithdraw.memberId, memberId),
    status === undefined ? undefined : eq(memberWithdraw.status, status),
  );

export async function countMemberWithdraws(
  db: DbExecutor,
  memberId: number,
  status: number | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberWithdraw)
    .where(memberCondition(memberId, status));
  return row?.n ?? 0;
}

/** The member's withdrawals, newest first. */
export function pageMemberWithdraws(
  db: DbExecutor,
  memberId: number,
  status: number | undefined,
  window: { offset: number; limit: number },
): Promise<WithdrawRow[]> {
  return db
    .select()
    .from(memberWithdraw)
    .where(memberCondition(memberId, status))
    .orderBy(desc(memberWithdraw.withdrawId))
    .offset(window.offset)
    .limit(window.limit);
}
