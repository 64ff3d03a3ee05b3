import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findMemberRechargeByNo, markRechargePaid } from '../finance';
import type { PaySubjectHandler } from './pay-subject';

/** The member's recharge; status (schema): 0 waiting, 1 voucher in review, 2 paid, -1 closed. */
async function memberRecharge(db: Db, memberId: number, rechargeNo: string) {
  const row = await findMemberRechargeByNo(db, memberId, rechargeNo);
  if (!row) throw new AppError('payment.not_found');
  return row;
}

/**
 * Recharges paid online (issue 16): read and credited by the member module, whose
 * `markRechargePaid` (amount must match; idempotent) the console confirmation uses too.
 */
export const rechargeSubject: PaySubjectHandler = {
  async payable(db, memberId, rechargeNo) {
    const row = await memberRecharge(db, memberId, rechargeNo);
    if (row.status === 2) throw new AppError('payment.already_paid');
    if (row.status === 1) throw new AppError('pay.reviewing');
    if (row.status !== 0) throw new AppError('payment.closed');
    return { amountFen: row.amountFen, title: rechargeNo };
  },
  async status(db, memberId, rechargeNo) {
    const row = await memberRecharge(db, memberId, rechargeNo);
    if (row.status === 2) return 'paid';
    return row.status === -1 ? 'closed' : 'waiting';
  },
  async settle(tx, { outTradeNo, channel, tradeNo, amountFen }) {
    const paid = await markRechargePaid(tx, {
      rechargeNo: outTradeNo,
      payType: channel,
      tradeNo,
      amountFen,
      staffId: 0,
    });
    return paid.status;
  },
};
