import type { OnlineChannel, PaySubject } from '@shop/contracts/payment';
import type { Db, DbExecutor } from '../../db/client';
import { onlinePayable, onlinePayStatus, settleOnlinePay } from '../order';
import { rechargeSubject } from './recharge-subject';

/** What online payment needs from the owner of a subject it pays (issue 16). */
export type PaySubjectHandler = {
  /** The member's unpaid amount and a title for the cashier; refuses what cannot be paid now. */
  payable(db: Db, memberId: number, tradeNo: string): Promise<{ amountFen: number; title: string }>;
  status(db: Db, memberId: number, tradeNo: string): Promise<'waiting' | 'paid' | 'closed'>;
  /** Marks it paid inside the notification's transaction; the amount must be what is due. */
  settle(
    tx: DbExecutor,
    input: { outTradeNo: string; channel: OnlineChannel; tradeNo: string; amountFen: number },
  ): Promise<'paid' | 'already_paid'>;
};

/** Order payments go through the order module's front door, like a balance payment. */
const orderSubject: PaySubjectHandler = {
  payable: onlinePayable,
  status: onlinePayStatus,
  settle: (tx, { outTradeNo, channel, amountFen }) =>
    settleOnlinePay(tx, { outTradeNo, payType: channel, amountFen }),
};

/** The subjects online payment can pay. */
const SUBJECTS: Record<PaySubject, PaySubjectHandler> = {
  order: orderSubject,
  recharge: rechargeSubject,
};

export function paySubject(subject: PaySubject): PaySubjectHandler {
  return SUBJECTS[subject];
}
