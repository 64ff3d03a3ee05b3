import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { closeExpiredOrdersOfPay } from './order-expiry.service';
import { settlePay } from './pay.service';
import { findPay, lockPays, ordersOfPay, waitingMoneyOf } from './pay.repository';

/** The channels that pay an order payment online (issue 16), recorded as its pay_type. */
export type OnlinePayType = 'alipay' | 'wechatpay';

/**
 * What the member's out_trade_no still has to pay online, and a title for the channel's cashier;
 * refused as `/api/pay/pay` refuses (not the member's, paid, cancelled, voucher in review,
 * expired, nothing waiting).
 */
export async function onlinePayable(
  db: Db,
  memberId: number,
  outTradeNo: string,
): Promise<{ amountFen: number; title: string }> {
  const pay = await findPay(db, memberId, outTradeNo);
  if (!pay) throw new AppError('pay.not_found');
  if (pay.status === 1) throw new AppError('payment.already_paid');
  if (pay.status === -1) throw new AppError('pay.cancelled');
  if (pay.status === 2) throw new AppError('pay.reviewing');
  if ((await closeExpiredOrdersOfPay(db, outTradeNo)) > 0) throw new AppError('pay.order_expired');
  const waiting = await waitingMoneyOf(db, outTradeNo);
  if (waiting.orders === 0 || waiting.money <= 0) throw new AppError('pay.nothing_to_pay');
  const [first] = await ordersOfPay(db, memberId, outTradeNo);
  return { amountFen: waiting.money, title: first?.orderName || outTradeNo };
}

/** Whether the member's out_trade_no is paid: the pay page polls it (issue 16). */
export async function onlinePayStatus(
  db: Db,
  memberId: number,
  outTradeNo: string,
): Promise<'waiting' | 'paid' | 'closed'> {
  const pay = await findPay(db, memberId, outTradeNo);
  if (!pay) throw new AppError('pay.not_found');
  return pay.status === 1 ? 'paid' : pay.status === -1 ? 'closed' : 'waiting';
}

/**
 * Marks an order payment paid by a verified channel notification, inside the caller's
 * transaction: the payment is locked, the amount must equal what its waiting orders cost, and
 * it ends in `settlePay` like every payment. An already paid payment changes nothing.
 */
export async function settleOnlinePay(
  tx: DbExecutor,
  input: { outTradeNo: string; payType: OnlinePayType; amountFen: number },
): Promise<'paid' | 'already_paid'> {
  const [locked] = await lockPays(tx, [input.outTradeNo]);
  if (!locked) throw new AppError('pay.not_found');
  if (locked.status === 1) return 'already_paid';
  if (locked.status === -1) throw new AppError('pay.cancelled');
  const waiting = await waitingMoneyOf(tx, locked.outTradeNo);
  if (waiting.orders === 0) throw new AppError('pay.nothing_to_pay');
  if (waiting.money !== input.amountFen) throw new AppError('payment.amount_mismatch');
  await settlePay(tx, locked, input.payType, input.amountFen);
  return 'paid';
}
