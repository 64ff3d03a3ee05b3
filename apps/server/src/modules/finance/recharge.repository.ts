import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { memberRecharge } from './finance.tables';
import type { PageQuery } from '../../lib/paging';
import { pageWindow } from '../../lib/paging';

/*
 * member_recharge (issue 16). Every status change is one conditional UPDATE from the states it
 * may leave, so two callers at once cannot both move a recharge.
 */

export type RechargeDbRow = typeof memberRecharge.$inferSelect;

export async function insertRecharge(
  db: DbExecutor,
  row: Pick<
    typeof memberRecharge.$inferInsert,
    'rechargeNo' | 'memberId' | 'amountFen' | 'bonusFen' | 'packageName'
  >,
): Promise<RechargeDbRow> {
  const [inserted] = await db.insert(memberRecharge).values(row).returning();
  if (!inserted) throw new Error('recharge not inserted');
  return inserted;
}

/** The recharge `rechargeId` of `memberId` (undefined for another member's). */
export async function findMemberRecharge(
  db: DbExecutor,
  memberId: number,
  rechargeId: number,
): Promise<RechargeDbRow | undefined> {
  const [row] = await db
    .select()
    .from(memberRecharge)
    .where(and(eq(memberRecharge.rechargeId, rechargeId), eq(memberRecharge.memberId, memberId)));
  return row;
}

/** The recharge numbered `rechargeNo` of `memberId` (undefined for another member's). */
export async function findMemberRechargeByNo(
  db: DbExecutor,
  memberId: number,
  rechargeNo: string,
): Promise<RechargeDbRow | undefined> {
  const [row] = await db
    .select()
    .from(memberRecharge)
    .where(and(eq(memberRecharge.rechargeNo, rechargeNo), eq(memberRecharge.memberId, memberId)));
  return row;
}

/** A recharge under an update lock, by id or number (staff review, payment notifications). */
export async function lockRecharge(
  db: DbExecutor,
  by: { rechargeId: number } | { rechargeNo: string },
): Promise<RechargeDbRow | undefined> {
  const where =
    'rechargeId' in by
      ? eq(memberRecharge.rechargeId, by.rechargeId)
      : eq(memberRecharge.rechargeNo, by.rechargeNo);
  const [row] = await db.select().from(memberRecharge).where(where).for('update');
  return row;
}

export async function findRechargePage(
  db: DbExecutor,
  memberId: number,
  query: PageQuery & { status?: number },
): Promise<{ rows: RechargeDbRow[]; total: number }> {
  const where: SQL[] = [eq(memberRecharge.memberId, memberId)];
  if (query.status !== undefined) where.push(eq(memberRecharge.status, query.status));
  const { offset, limit } = pageWindow(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(memberRecharge)
      .where(and(...where))
      .orderBy(desc(memberRecharge.createdAt), desc(memberRecharge.rechargeId))
      .offset(offset)
      .limit(limit),
    db
      .select({ total: count() })
      .from(memberRecharge)
      .where(and(...where)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * Moves the recharge to `patch.status` only from one of `from`; false when it was in none of
 * them (someone else moved it first).
 */
export async function moveRecharge(
  db: DbExecutor,
  rechargeId: number,
  from: number[],
  patch: Partial<
    Pick<
      RechargeDbRow,
      | 'status'
      | 'payType'
      | 'voucher'
      | 'voucherTime'
      | 'rejectReason'
      | 'tradeNo'
      | 'payTime'
      | 'staffId'
    >
  >,
): Promise<boolean> {
  const rows = await db
    .update(memberRecharge)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(memberRecharge.rechargeId, rechargeId), inArray(memberRecharge.status, from)))
    .returning({ id: memberRecharge.rechargeId });
  return rows.length === 1;
}
