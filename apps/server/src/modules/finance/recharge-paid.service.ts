import { RECHARGE_STATUS } from '@shop/contracts/member';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { insertLedger } from './ledger.repository';
import { changeBalance } from './member-money.repository';
import { lockRecharge, moveRecharge } from './recharge.repository';

export type MarkRechargePaidInput = {
  rechargeNo: string;
  payType: 'alipay' | 'wechatpay' | 'offline';
  /** The channel's transaction number ('' for a bank transfer). */
  tradeNo: string;
  /** What was paid; must equal the recharge's amount. */
  amountFen: number;
  /** The staff account that confirmed a transfer (0 for an online notification). */
  staffId: number;
};

/**
 * The one way a recharge becomes paid (issue 16): the console's transfer confirmation and the
 * online payment notification both end here. In one transaction: the recharge moves to paid
 * only from waiting payment (0) or waiting review (1); the amount plus the package bonus goes onto
 * the balance with one `member_account` row (from_type `recharge`). Idempotent: a recharge
 * already paid answers `already_paid` and changes nothing. A closed recharge, an unknown number
 * or a different amount is refused (AppError).
 */
export async function markRechargePaid(
  db: DbExecutor,
  input: MarkRechargePaidInput,
): Promise<{ status: 'paid' | 'already_paid' }> {
  return db.transaction(async (tx) => {
    const recharge = await lockRecharge(tx, { rechargeNo: input.rechargeNo });
    if (!recharge) throw new AppError('recharge.not_found');
    if (recharge.status === RECHARGE_STATUS.paid) return { status: 'already_paid' as const };
    if (recharge.status === RECHARGE_STATUS.closed) throw new AppError('recharge.closed');
    if (input.amountFen !== recharge.amountFen) throw new AppError('recharge.amount_mismatch');
    const moved = await moveRecharge(
      tx,
      recharge.rechargeId,
      [RECHARGE_STATUS.waiting, RECHARGE_STATUS.reviewing],
      {
        status: RECHARGE_STATUS.paid,
        payType: input.payType,
        tradeNo: input.tradeNo,
        payTime: new Date(),
        staffId: input.staffId,
        rejectReason: '',
      },
    );
    if (!moved) throw new AppError('recharge.busy');
    const credited = recharge.amountFen + recharge.bonusFen;
    if (!(await changeBalance(tx, recharge.memberId, credited)))
      throw new Error('recharge credit refused');
    await insertLedger(tx, {
      memberId: recharge.memberId,
      accountType: 'balance',
      amountFen: credited,
      fromType: 'recharge',
      relateId: recharge.rechargeId,
      remark: recharge.packageName
        ? `${recharge.rechargeNo} ${recharge.packageName}`
        : recharge.rechargeNo,
    });
    return { status: 'paid' as const };
  });
}
