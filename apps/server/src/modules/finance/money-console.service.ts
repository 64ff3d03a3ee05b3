import type { DbExecutor } from '../../db/client';
import { insertLedger } from './ledger.repository';
import {
  changeBalance,
  setCreditLimit,
  unfreezeBalance,
  type MemberMoneyRow,
} from './member-money.repository';
import type { WithdrawRow } from './withdraw.repository';

/*
 * The money side of the console's changes (issues 15, 16, 25): each moves a member's money with a
 * conditional statement and writes its ledger row, inside the caller's transaction. Who may act,
 * the member's lock and the audit are the console's (staff module, ADR 0015); the money rules are
 * here (docs/adr/0025-finance-floor.md).
 */

/**
 * Sets the credit line, never below the credit in use; a change leaves a `limit` ledger row (the
 * amount the line moved, the reason as its remark) that the member reads. Undefined when the line
 * would fall below the credit in use.
 */
export async function setCreditLine(
  tx: DbExecutor,
  change: {
    memberId: number;
    limitFen: number;
    beforeFen: number;
    staffId: number;
    reason: string;
  },
): Promise<MemberMoneyRow | undefined> {
  const after = await setCreditLimit(tx, change.memberId, change.limitFen);
  if (!after) return undefined;
  const movedFen = after.creditLimitFen - change.beforeFen;
  if (movedFen !== 0)
    await insertLedger(tx, {
      memberId: change.memberId,
      accountType: 'limit',
      amountFen: movedFen,
      fromType: 'credit_limit',
      relateId: change.staffId,
      remark: change.reason,
    });
  return after;
}

/**
 * Adds (or, negative, takes off) balance in one conditional statement, never below zero, with a
 * `staff_adjust` ledger row; undefined when the balance does not cover a take-off.
 */
export async function adjustBalance(
  tx: DbExecutor,
  change: { memberId: number; amountFen: number; staffId: number; remark: string },
): Promise<MemberMoneyRow | undefined> {
  const after = await changeBalance(tx, change.memberId, change.amountFen);
  if (!after) return undefined;
  await insertLedger(tx, {
    memberId: change.memberId,
    accountType: 'balance',
    amountFen: change.amountFen,
    fromType: 'staff_adjust',
    relateId: change.staffId,
    remark: change.remark,
  });
  return after;
}

/**
 * A refused withdrawal gives its frozen amount back to the balance, with its ledger row; a paid
 * one takes it out of the member (the balance does not change then, so the balance ledger has no
 * row for it). False when the frozen amount does not cover it.
 */
export async function releaseWithdrawMoney(
  tx: DbExecutor,
  row: WithdrawRow,
  toBalance: boolean,
): Promise<boolean> {
  if (!(await unfreezeBalance(tx, row.memberId, row.amountFen, toBalance))) return false;
  if (toBalance)
    await insertLedger(tx, {
      memberId: row.memberId,
      accountType: 'balance',
      amountFen: row.amountFen,
      fromType: 'withdraw_reject',
      relateId: row.withdrawId,
      remark: row.withdrawNo,
    });
  return true;
}
