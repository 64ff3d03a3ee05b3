import type { RefundWay } from '@shop/contracts/aftersale';
import { fenToYuan } from '@shop/contracts/money';
import type { DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { giveRefundBack } from '../finance';
import { findRefundableLine, recordLineRefund } from '../order';
import { insertRefundLog, moveRefund, type RefundRow } from './refund.repository';

/**
 * Units that go back to stock: all of a return (once it arrived); of a money-only refund, only
 * units never shipped (the goods are still on the shelf), the line's unshipped and unrefunded.
 */
function restockOf(
  refund: RefundRow,
  line: { num: number; refundNum: number; deliveryNum: number },
): number {
  if (refund.refundType === 2) return refund.num;
  return Math.min(refund.num, Math.max(0, line.num - line.refundNum - line.deliveryNum));
}

/**
 * Gives a refund back, inside the transaction that holds the order's lock and has checked the
 * refund's status: the line counts the units and money refunded (closing the order when all of
 * it is), the units go back to stock where they should, and the money goes back by `way` with its
 * ledger rows, or, by bank, waits for finance (status 4). The refund moves only from the status
 * the caller saw, so a refund is given back once. Answers the refund after.
 */
export async function settleRefund(
  tx: DbTransaction,
  refund: RefundRow,
  way: RefundWay,
): Promise<RefundRow> {
  const line = await findRefundableLine(tx, refund.orderGoodsId);
  if (!line) throw new AppError('refund.not_found');
  const now = new Date();
  const moved = await moveRefund(tx, refund.refundId, [refund.refundStatus], {
    refundStatus: way === 'bank' ? 4 : 5,
    refundWay: way,
    refundMoneyFen: refund.applyMoneyFen,
    finishTime: way === 'bank' ? null : now,
  });
  if (!moved) throw new AppError('refund.handled');
  await recordLineRefund(tx, {
    orderId: refund.orderId,
    orderGoodsId: refund.orderGoodsId,
    num: refund.num,
    moneyFen: refund.applyMoneyFen,
    restock: restockOf(refund, line.line),
    refundNo: refund.refundNo,
  });
  if (way !== 'bank')
    await giveRefundBack(tx, {
      memberId: refund.memberId,
      way,
      amountFen: refund.applyMoneyFen,
      point: refund.refundPoint,
      refundId: refund.refundId,
      refundNo: refund.refundNo,
      orderId: refund.orderId,
    });
  await insertRefundLog(tx, {
    refundId: refund.refundId,
    actor: 'system',
    action: way === 'bank' ? 'transfer_wait' : 'refunded',
    message: `¥${fenToYuan(refund.applyMoneyFen)}${refund.refundPoint > 0 ? ` + ${refund.refundPoint}` : ''}`,
  });
  return moved;
}
