import type { DbTransaction } from '../../db/client';
import { changeGrowth } from '../member';
import { orderLinesInOrder } from './order-refund.repository';
import { findOrderMoney } from './order-growth.repository';

/*
 * Growth from orders (issue 17, ADR 0016): a completed goods order earns 1 growth per whole yuan
 * it finally charged (its money less what was refunded); a refund after completion takes back
 * the growth the refunded money had earned, each change with its growth-ledger row. Points
 * exchanges earn none.
 */

/** The growth `moneyFen` earns. */
export const growthOfMoney = (moneyFen: number): number => Math.max(0, Math.floor(moneyFen / 100));

/** What the order still charges: its money less its lines' refunds. */
async function keptMoney(tx: DbTransaction, orderId: number, orderMoneyFen: number) {
  const lines = await orderLinesInOrder(tx, orderId);
  return orderMoneyFen - lines.reduce((sum, l) => sum + l.refundMoneyFen, 0);
}

/** The order was completed (status 10) inside `tx`: its member earns its growth. */
export async function awardOrderGrowth(tx: DbTransaction, orderId: number): Promise<void> {
  const row = await findOrderMoney(tx, orderId);
  if (!row || row.orderType !== 'goods') return;
  const change = growthOfMoney(await keptMoney(tx, orderId, row.orderMoneyFen));
  if (change > 0)
    await changeGrowth(tx, {
      memberId: row.memberId,
      change,
      reason: 'order',
      remark: row.orderNo,
    });
}

/**
 * A refund of `refundFen` was just counted on a completed order (its lines already carry it):
 * the growth of the money no longer kept goes back.
 */
export async function takeBackRefundGrowth(
  tx: DbTransaction,
  orderId: number,
  refundFen: number,
  refundNo: string,
): Promise<void> {
  const row = await findOrderMoney(tx, orderId);
  if (!row || row.orderType !== 'goods') return;
  const after = await keptMoney(tx, orderId, row.orderMoneyFen);
  const change = growthOfMoney(after) - growthOfMoney(after + refundFen);
  if (change < 0)
    await changeGrowth(tx, { memberId: row.memberId, change, reason: 'refund', remark: refundNo });
}
