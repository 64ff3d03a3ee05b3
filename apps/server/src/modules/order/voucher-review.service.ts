import type { VoucherReviewResult } from '@shop/contracts/order';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordStaffAction, staffReaches, type StaffActor } from '../auth';
import { findConsoleOrder, findPayByNo, ordersUnderPay } from './order-console.repository';
import { insertOrderLogs, updatePay, waitingMoneyOf, type PayRow } from './pay.repository';
import { settlePay } from './pay.service';

/**
 * Staff review of a transfer voucher (issue 15). The order names the payment it is under; the
 * payment must wait for review (status 2). Both calls lock the payment row and change it only
 * from status 2, so of two staff acting at once one wins and the other is told 该凭证已处理;
 * a repeated call is answered the same way and changes nothing (never a second payment).
 */

type Reviewed = {
  pay: PayRow;
  orders: Awaited<ReturnType<typeof ordersUnderPay>>;
  siteId: number;
};

/**
 * Locks the order's payment for review: the order must be within the staff's reach (else "not
 * found"), every order of the payment too (one transfer may pay several shops' orders: a shop
 * account cannot settle another shop's; a platform account must), and the payment waiting review.
 */
async function lockForReview(
  tx: DbExecutor,
  actor: StaffActor,
  orderId: number,
): Promise<Reviewed> {
  const target = await findConsoleOrder(tx, orderId);
  if (!target || !staffReaches(actor, target.siteId)) throw new AppError('order.not_found');
  const pay = await findPayByNo(tx, target.outTradeNo, { lock: true });
  if (!pay) throw new AppError('order.not_found');
  const orders = await ordersUnderPay(tx, pay.outTradeNo);
  if (orders.some((o) => !staffReaches(actor, o.siteId)))
    throw new AppError('order.voucher_other_shops');
  if (pay.status !== 2) throw new AppError('order.voucher_handled');
  return { pay, orders, siteId: target.siteId };
}

/** `/staff/api/order/confirmvoucher`: the transfer arrived; the payment and its orders are paid. */
export async function confirmVoucher(
  db: Db,
  actor: StaffActor,
  orderId: number,
): Promise<VoucherReviewResult> {
  return db.transaction(async (tx) => {
    const { pay, siteId } = await lockForReview(tx, actor, orderId);
    const waiting = await waitingMoneyOf(tx, pay.outTradeNo);
    if (waiting.orders === 0) throw new AppError('pay.nothing_to_pay');
    const now = new Date();
    const paid = await settlePay(tx, pay, 'offline', waiting.money, now);
    await insertOrderLogs(
      tx,
      paid.map((id) => ({ orderId: id, action: 'voucher_confirm', orderStatus: 1 })),
    );
    await recordStaffAction(tx, actor, {
      action: 'order.voucher_confirm',
      siteId,
      targetType: 'order_pay',
      targetId: pay.outTradeNo,
      before: { status: pay.status, voucher: pay.voucher, pay_money_fen: pay.payMoneyFen },
      after: { status: 1, pay_money_fen: waiting.money, order_ids: paid },
    });
    return { out_trade_no: pay.outTradeNo, status: 1, order_ids: paid };
  });
}

/**
 * `/staff/api/order/rejectvoucher`: the transfer is refused with `reason`; the payment waits
 * again (status 0, voucher removed) and its orders stay waiting payment, showing the reason.
 */
export async function rejectVoucher(
  db: Db,
  actor: StaffActor,
  orderId: number,
  reason: string,
): Promise<VoucherReviewResult> {
  return db.transaction(async (tx) => {
    const { pay, orders, siteId } = await lockForReview(tx, actor, orderId);
    await updatePay(tx, pay.payId, { status: 0, voucher: '', voucherRejectReason: reason });
    const waiting = orders.filter((o) => o.orderStatus === 0).map((o) => o.orderId);
    await insertOrderLogs(
      tx,
      waiting.map((id) => ({
        orderId: id,
        action: 'voucher_reject',
        orderStatus: 0,
        remark: reason,
      })),
    );
    await recordStaffAction(tx, actor, {
      action: 'order.voucher_reject',
      siteId,
      targetType: 'order_pay',
      targetId: pay.outTradeNo,
      before: { status: pay.status, voucher: pay.voucher },
      after: { status: 0, voucher_reject_reason: reason },
      remark: reason,
    });
    return { out_trade_no: pay.outTradeNo, status: 0, order_ids: waiting };
  });
}
