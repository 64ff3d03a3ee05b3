import { and, eq, sql } from 'drizzle-orm';
import type { LedgerAccountType } from '@shop/contracts/member';
import type { DbExecutor } from '../../db/client';
import { member, memberAccount } from './member.tables';

/** Takes `amount` off the balance only when it covers it; false when it does not. */
export async function debitBalance(
  db: DbExecutor,
  memberId: number,
  amount: number,
): Promise<boolean> {
  const rows = await db
    .update(member)
    .set({ balanceFen: sql`${member.balanceFen} - ${amount}` })
    .where(and(eq(member.memberId, memberId), sql`${member.balanceFen} >= ${amount}`))
    .returning({ id: member.memberId });
  return rows.length === 1;
}

/** Uses `amount` of the credit line only when it stays within the limit; false otherwise. */
export async function useCredit(
  db: DbExecutor,
  memberId: number,
  amount: number,
): Promise<boolean> {
  const rows = await db
    .update(member)
    .set({ creditUsedFen: sql`${member.creditUsedFen} + ${amount}` })
    .where(
      and(
        eq(member.memberId, memberId),
        sql`${member.creditUsedFen} + ${amount} <= ${member.creditLimitFen}`,
      ),
    )
    .returning({ id: member.memberId });
  return rows.length === 1;
}

export async function insertLedger(
  db: DbExecutor,
  row: {
    memberId: number;
    accountType: LedgerAccountType;
    amountFen: number;
    fromType: string;
    relateId: number;
    remark: string;
    /** The order or refund the buyer reads the row by (issue 25); none for other rows. */
    link?: LedgerLinkWrite;
  },
): Promise<void> {
  const { link, ...values } = row;
  await db.insert(memberAccount).values({
    ...values,
    linkKind: link?.kind ?? '',
    linkId: link?.id ?? 0,
    linkNo: link?.no ?? '',
  });
}

export type LedgerLinkWrite = { kind: 'order' | 'refund'; id: number; no: string };
