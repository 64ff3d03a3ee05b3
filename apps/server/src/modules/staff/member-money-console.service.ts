import type { AdjustBalanceBody, MemberMoney, SetCreditBody } from '@shop/contracts/member';
import { fenToYuan, yuanToFen } from '@shop/contracts/money';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { StaffActor } from '../auth';
import { adjustBalance, findMemberMoney, setCreditLine, type MemberMoneyRow } from '../finance';
import { auditMemberChange as audit, memberWrite, MIN_REASON_LENGTH } from './member-write';

/* The console's changes of a member's money (issue 15): credit line and balance adjustments. */

const moneyOf = (row: MemberMoneyRow): MemberMoney => ({
  balance: fenToYuan(row.balanceFen),
  credit_limit: fenToYuan(row.creditLimitFen),
  credit_used: fenToYuan(row.creditUsedFen),
});

/**
 * Sets the credit line, never below the credit in use (fen exact), with a reason: finance moves
 * it with its ledger row (issue 25), the console audits it.
 */
export async function setMemberCredit(
  db: DbExecutor,
  actor: StaffActor,
  body: SetCreditBody,
): Promise<MemberMoney> {
  const limitFen = yuanToFen(body.credit_limit);
  if (body.reason.length < MIN_REASON_LENGTH) throw new AppError('console.reason_required');
  return memberWrite(db, actor, body.member_id, async (tx) => {
    // Under memberWrite's lock of the member row, as the ERP's credit batches take it too.
    const before = await findMemberMoney(tx, body.member_id);
    const beforeFen = before?.creditLimitFen ?? 0;
    const after = await setCreditLine(tx, {
      memberId: body.member_id,
      limitFen,
      beforeFen,
      staffId: actor.staffId,
      reason: body.reason,
    });
    if (!after)
      throw new AppError('console.credit_below_used', {
        used: fenToYuan(before?.creditUsedFen ?? 0),
      });
    await audit(tx, actor, {
      action: 'member.set_credit',
      targetId: body.member_id,
      before: { credit_limit: fenToYuan(beforeFen) },
      after: { credit_limit: fenToYuan(after.creditLimitFen) },
      remark: body.reason,
    });
    return moneyOf(after);
  });
}

/**
 * Adds or takes off balance with a reason: finance's one conditional statement (never below zero,
 * and two adjustments at once both count) and ledger row, and the console's audit.
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
    const after = await adjustBalance(tx, {
      memberId: body.member_id,
      amountFen,
      staffId: actor.staffId,
      remark: body.remark,
    });
    if (!after) throw new AppError('console.balance_not_enough');
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
