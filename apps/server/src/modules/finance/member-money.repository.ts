import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { member } from '../member/member.tables';
import { memberMoney, memberMoneyOrZero } from './member-money.tables';

/*
 * The member's money (balance, frozen balance, credit line, credit in use) in finance's own
 * `member_money` (docs/adr/0025-finance-floor.md). A member has a row from its first money change
 * on: each write first makes sure the row exists (zeros), then is one conditional statement, so
 * concurrent payments, withdrawals and adjustments can never take a balance below zero or credit
 * above the line. Reads treat a missing row as zeros.
 */

export type MemberMoneyRow = {
  balanceFen: number;
  balanceFrozenFen: number;
  creditLimitFen: number;
  creditUsedFen: number;
};
const returned = {
  balanceFen: memberMoney.balanceFen,
  balanceFrozenFen: memberMoney.balanceFrozenFen,
  creditLimitFen: memberMoney.creditLimitFen,
  creditUsedFen: memberMoney.creditUsedFen,
};

/**
 * The member's money and whether a pay password is set (the account, withdrawal, checkout and
 * payment pages, and a change that reads before it writes under the member row's lock, which
 * `lockMemberRow` takes); undefined when there is no such member.
 */
export async function findMemberMoney(
  db: DbExecutor,
  memberId: number,
): Promise<(MemberMoneyRow & { hasPayPassword: boolean }) | undefined> {
  const [row] = await db
    .select({ ...memberMoneyOrZero, hasPayPassword: sql<boolean>`${member.payPasswordHash} <> ''` })
    .from(member)
    .leftJoin(memberMoney, eq(memberMoney.memberId, member.memberId))
    .where(eq(member.memberId, memberId));
  return row;
}

/** Makes sure the member has a money row (all zeros when it is new). */
async function ensureRow(db: DbExecutor, memberId: number): Promise<void> {
  await db.insert(memberMoney).values({ memberId }).onConflictDoNothing();
}

/**
 * One conditional change of the member's money row (made first when missing): `set` applies only
 * while `holds` is true of the row; answers the row after the change, undefined when it did not
 * hold.
 */
async function changeWhile(
  db: DbExecutor,
  memberId: number,
  set: Partial<Record<keyof MemberMoneyRow, SQL | number>>,
  holds: SQL,
): Promise<MemberMoneyRow | undefined> {
  await ensureRow(db, memberId);
  const rows = await db
    .update(memberMoney)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(memberMoney.memberId, memberId), holds))
    .returning(returned);
  return rows[0];
}

/** Takes `amount` off the balance only when it covers it; false when it does not. */
export async function debitBalance(
  db: DbExecutor,
  memberId: number,
  amount: number,
): Promise<boolean> {
  const changed = await changeWhile(
    db,
    memberId,
    { balanceFen: sql`${memberMoney.balanceFen} - ${amount}` },
    sql`${memberMoney.balanceFen} >= ${amount}`,
  );
  return changed !== undefined;
}

/** Uses `amount` of the credit line only when it stays within the limit; false otherwise. */
export async function useCredit(
  db: DbExecutor,
  memberId: number,
  amount: number,
): Promise<boolean> {
  const changed = await changeWhile(
    db,
    memberId,
    { creditUsedFen: sql`${memberMoney.creditUsedFen} + ${amount}` },
    sql`${memberMoney.creditUsedFen} + ${amount} <= ${memberMoney.creditLimitFen}`,
  );
  return changed !== undefined;
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
  const changed = await changeWhile(
    db,
    memberId,
    {
      balanceFen: sql`${memberMoney.balanceFen} - ${amount}`,
      balanceFrozenFen: sql`${memberMoney.balanceFrozenFen} + ${amount}`,
    },
    sql`${memberMoney.balanceFen} >= ${amount}`,
  );
  return changed !== undefined;
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
  const changed = await changeWhile(
    db,
    memberId,
    {
      balanceFrozenFen: sql`${memberMoney.balanceFrozenFen} - ${amount}`,
      ...(toBalance ? { balanceFen: sql`${memberMoney.balanceFen} + ${amount}` } : {}),
    },
    sql`${memberMoney.balanceFrozenFen} >= ${amount}`,
  );
  return changed !== undefined;
}

/**
 * Adds `amountFen` (negative: takes off) to the balance in one statement, only when the balance
 * stays at or above zero; undefined when it would not.
 */
export function changeBalance(
  db: DbExecutor,
  memberId: number,
  amountFen: number,
): Promise<MemberMoneyRow | undefined> {
  return changeWhile(
    db,
    memberId,
    { balanceFen: sql`${memberMoney.balanceFen} + ${amountFen}` },
    sql`${memberMoney.balanceFen} + ${amountFen} >= 0`,
  );
}

/** Sets the credit in use of a locked member (a refund giving credit back, issue 17). */
export async function setCreditUsed(
  db: DbExecutor,
  memberId: number,
  usedFen: number,
): Promise<void> {
  await db
    .update(memberMoney)
    .set({ creditUsedFen: usedFen, updatedAt: new Date() })
    .where(eq(memberMoney.memberId, memberId));
}

/** Sets the credit line only when it covers the credit in use; undefined when it does not. */
export function setCreditLimit(
  db: DbExecutor,
  memberId: number,
  limitFen: number,
): Promise<MemberMoneyRow | undefined> {
  return changeWhile(
    db,
    memberId,
    { creditLimitFen: limitFen },
    sql`${memberMoney.creditUsedFen} <= ${limitFen}`,
  );
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
    insert into ${memberMoney} (member_id, credit_limit_fen, credit_used_fen)
    select r."memberId", r."limitFen", r."usedFen"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r("memberId" integer, "limitFen" bigint, "usedFen" bigint)
    on conflict (member_id) do update set
      credit_limit_fen = excluded.credit_limit_fen,
      credit_used_fen = excluded.credit_used_fen,
      updated_at = now()`);
}
