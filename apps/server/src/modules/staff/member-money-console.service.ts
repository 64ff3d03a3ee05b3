import type { AdjustBalanceBody, MemberMoney, SetCreditBody } from '@shop/contracts/member';
import { fenToYuan, yuanToFen } from '@shop/contracts/money';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { StaffActor } from '../auth';
import { changeBalance, insertLedger, setCreditLimit, type MemberMoneyRow } from '../member';
import { auditMemberChange as audit, memberWrite, MIN_REASON_LENGTH } from './member-write';

/* The console's changes of a member's money (issue 15): credit line and balance adjustments. */

const moneyOf = (row: MemberMoneyRow): MemberMoney => ({
  balance: fenToYuan(row.balanceFen),
  credit_limit: fenToYuan(row.creditLimitFen),
  credit_used: fenToYuan(row.creditUsedFen),
});

/**
 * Sets the credit line, never below the credit in use (fen exact), with a reason: a change
 * leaves a `limit` row in the member's ledger (the amount the line moved, the reason as
 * its remark) that the member reads, and the audit (issue 25).
 */
export async function setMemberCredit(
  db: DbExecutor,
  actor: StaffActor,
  body: SetCreditBody,
): Promise<MemberMoney> {
  const limitFen = yuanToFen(body.credit_limit);
  if (body.reason.length < MIN_REASON_LENGTH) throw new AppError('console.reason_required');
  return memberWrite(db, actor, body.member_id, async (tx, locked) => {
    const after = await setCreditLimit(tx, body.member_id, limitFen);
    if (!after)
      throw new AppError('console.credit_below_used', { used: fenToYuan(locked.creditUsedFen) });
    const changeFen = after.creditLimitFen - locked.creditLimitFen;
    if (changeFen !== 0)
      await insertLedger(tx, {
        memberId: body.member_id,
        accountType: 'limit',
        amountFen: changeFen,
        fromType: 'credit_limit',
        relateId: actor.staffId,
        remark: body.reason,
      });
    await audit(tx, actor, {
      action: 'member.set_credit',
      targetId: body.member_id,
      before: { credit_limit: fenToYuan(locked.creditLimitFen) },
      after: { credit_limit: fenToYuan(after.creditLimitFen) },
      remark: body.reason,
    });
    return moneyOf(after);
  });
}

/**
 * Adds or takes off balance with a reason: one conditional statement (never below zero, and two
 * adjustments at once both count), a `member_account` ledger row like an order's, and the audit.
 */
export async function adjustMemberBalance(
  db: DbExecutor,
  actor: StaffActor,
  body: AdjustBalanceBody,
): Promise<MemberMoney> {
  const amountFen = yuanToFen(body.amount);
  if (amountFen === 0) throw new AppError('console.amount_zero');
  if (body.remark.length < MIN_REASON_LENGTH) throw new AppError('console.reason_required');
  return memberWrite(db, actor, body.member_id, async (tx) => {
    const after = await changeBalance(tx, body.member_id, amountFen);
    if (!after) throw new AppError('console.balance_not_enough');
    await insertLedger(tx, {
      memberId: body.member_id,
      accountType: 'balance',
      amountFen,
      fromType: 'staff_adjust',
      relateId: actor.staffId,
      remark: body.remark,
    });
    await audit(tx, actor, {
      action: 'member.adjust_balance',
      targetId: body.member_id,
      before: { balance: fenToYuan(after.balanceFen - amountFen) },
      after: { balance: fenToYuan(after.balanceFen), amount: fenToYuan(amountFen) },
      remark: body.remark,
    });
    return moneyOf(after);
  });
}
