import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { member } from './member.tables';
import type { LockedMember } from './member-admin.repository';

/*
 * The money columns of the member row (balance, frozen balance, credit line, credit in use), as
 * storage only: the finance module (docs/adr/0025-finance-floor.md) holds every rule about them
 * and is the only caller. Each write is one conditional statement, so concurrent payments,
 * withdrawals and adjustments can never take a balance below zero or credit above the line.
 */
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

/**
 * Moves `amount` from the spendable balance to the frozen amount in one conditional statement
 * (issue 16: a withdrawal never exceeds the balance, even when ten are applied at once); false
 * when the balance does not cover it.
 */
export async function freezeBalance(
  db: DbExecutor,
  memberId: number,
  amount: number,
): Promise<boolean> {
  const rows = await db
    .update(member)
    .set({
      balanceFen: sql`${member.balanceFen} - ${amount}`,
      balanceFrozenFen: sql`${member.balanceFrozenFen} + ${amount}`,
      updatedAt: new Date(),
    })
    .where(and(eq(member.memberId, memberId), sql`${member.balanceFen} >= ${amount}`))
    .returning({ id: member.memberId });
  return rows.length === 1;
}

/**
 * Takes `amount` out of the frozen amount, back to the balance (`toBalance`, a refusal) or out of
 * the member (a payment), only while the frozen amount covers it; false when it does not.
 */
export async function unfreezeBalance(
  db: DbExecutor,
  memberId: number,
  amount: number,
  toBalance: boolean,
): Promise<boolean> {
  const rows = await db
    .update(member)
    .set({
      balanceFrozenFen: sql`${member.balanceFrozenFen} - ${amount}`,
      ...(toBalance ? { balanceFen: sql`${member.balanceFen} + ${amount}` } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(member.memberId, memberId), sql`${member.balanceFrozenFen} >= ${amount}`))
    .returning({ id: member.memberId });
  return rows.length === 1;
}

export type MemberMoneyRow = Pick<LockedMember, 'balanceFen' | 'creditLimitFen' | 'creditUsedFen'>;
const moneyColumns = {
  balanceFen: member.balanceFen,
  creditLimitFen: member.creditLimitFen,
  creditUsedFen: member.creditUsedFen,
};

/**
 * Adds `amountFen` (negative: takes off) to the balance in one statement, only when the balance
 * stays at or above zero; undefined when it would not.
 */
export async function changeBalance(
  db: DbExecutor,
  memberId: number,
  amountFen: number,
): Promise<MemberMoneyRow | undefined> {
  const rows = await db
    .update(member)
    .set({ balanceFen: sql`${member.balanceFen} + ${amountFen}`, updatedAt: new Date() })
    .where(and(eq(member.memberId, memberId), sql`${member.balanceFen} + ${amountFen} >= 0`))
    .returning(moneyColumns);
  return rows[0];
}

/** Sets the credit in use of a locked member row (a refund giving credit back, issue 17). */
export async function setCreditUsed(
  db: DbExecutor,
  memberId: number,
  usedFen: number,
): Promise<void> {
  await db
    .update(member)
    .set({ creditUsedFen: usedFen, updatedAt: new Date() })
    .where(eq(member.memberId, memberId));
}

/** Sets the credit line only when it covers the credit in use; undefined when it does not. */
export async function setCreditLimit(
  db: DbExecutor,
  memberId: number,
  limitFen: number,
): Promise<MemberMoneyRow | undefined> {
  const rows = await db
    .update(member)
    .set({ creditLimitFen: limitFen, updatedAt: new Date() })
    .where(and(eq(member.memberId, memberId), sql`${member.creditUsedFen} <= ${limitFen}`))
    .returning(moneyColumns);
  return rows[0];
}

/**
 * Sets the credit line and the credit in use of several members in one statement (an ERP credit
 * batch, issue 26: the ERP is the truth for both, so no condition on the values before).
 */
export async function setCreditColumns(
  db: DbExecutor,
  rows: readonly { memberId: number; limitFen: number; usedFen: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    update ${member} set
      credit_limit_fen = r."limitFen",
      credit_used_fen = r."usedFen",
      updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r("memberId" integer, "limitFen" bigint, "usedFen" bigint)
    where ${member.memberId} = r."memberId"`);
}
