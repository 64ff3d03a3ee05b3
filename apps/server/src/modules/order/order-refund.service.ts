import { lineGoodsPaidFen } from '@shop/contracts/aftersale';
import { prorate } from '@shop/contracts/money';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { returnGoodsStock, returnSkuStock } from '../catalogue';
import { releaseOrderCoupons } from '../coupon';
import {
  addRefundNum,
  findLineOrder,
  lockOrderRow,
  moveRefundedOrder,
  orderLinesInOrder,
} from './order-refund.repository';
import { takeBackRefundGrowth } from './order-growth.service';
import { insertOrderLogs } from './pay.repository';

/*
 * The order's side of refunds (issue 17; the after-sales module asks, the order module writes):
 * what a line charged, and a refund counted on its line with the order moving on.
 */

/** An order line as a refund reads it, with what it charged (money and points). */
export type RefundableLine = NonNullable<Awaited<ReturnType<typeof findRefundableLine>>>;

/**
 * The line `orderGoodsId` with its order and what it charged: its goods money after promotion,
 * coupon and 满减 shares (`lineGoodsPaidFen`, freight apart: ADR 0016) and, for a points
 * exchange, its share of the points; with what a refund of the whole order needs: the order's
 * freight, whether any of it was shipped, the units and goods money of its other lines.
 * Undefined for an unknown line.
 */
export async function findRefundableLine(db: DbExecutor, orderGoodsId: number) {
  const owner = await findLineOrder(db, orderGoodsId);
  if (!owner) return undefined;
  const lines = await orderLinesInOrder(db, owner.orderId);
  const index = lines.findIndex((l) => l.orderGoodsId === orderGoodsId);
  const line = lines[index];
  if (!line) return undefined;
  const points = prorate(
    owner.point,
    lines.map((l) => l.num),
  );
  const others = lines.filter((l) => l.orderGoodsId !== orderGoodsId);
  return {
    ...owner,
    line,
    paidFen: lineGoodsPaidFen(line),
    pointTotal: points[index] ?? 0,
    shipped: lines.some((l) => l.deliveryNum > 0),
    otherUnits: others.reduce((s, l) => s + l.num, 0),
    otherPaidFen: others.reduce((s, l) => s + lineGoodsPaidFen(l), 0),
  };
}

/** Locks the order of a refund (before anything else of it, as shipping does). */
export async function lockRefundOrder(tx: DbTransaction, orderId: number): Promise<number> {
  const row = await lockOrderRow(tx, orderId);
  if (!row) throw new AppError('order.not_found');
  return row.orderStatus;
}

/**
 * Counts a finished refund on its line inside the refund's transaction: `num` units and
 * `moneyFen`; `restock` units go back to stock (returned goods, or goods never shipped); a
 * completed order gives back the refunded money's growth. When the
 * whole order is refunded it closes and its coupon goes back (a coupon is returned only then);
 * when what is left of a paid order is all shipped it waits for receipt. Answers the order's
 * status after.
 */
export async function recordLineRefund(
  tx: DbTransaction,
  refund: {
    orderId: number;
    orderGoodsId: number;
    num: number;
    moneyFen: number;
    restock: number;
    refundNo: string;
  },
): Promise<number> {
  const status = await lockRefundOrder(tx, refund.orderId);
  if (!(await addRefundNum(tx, refund.orderGoodsId, refund.num, refund.moneyFen)))
    throw new AppError('refund.num_over');
  const lines = await orderLinesInOrder(tx, refund.orderId);
  const line = lines.find((l) => l.orderGoodsId === refund.orderGoodsId);
  if (line && refund.restock > 0) {
    await returnSkuStock(tx, new Map([[line.skuId, refund.restock]]));
    await returnGoodsStock(tx, new Map([[line.goodsId, refund.restock]]));
  }
  if (status === 10)
    await takeBackRefundGrowth(tx, refund.orderId, refund.moneyFen, refund.refundNo);
  let after = status;
  if (lines.every((l) => l.refundNum >= l.num)) {
    if (await moveRefundedOrder(tx, refund.orderId, status, -1, refund.refundNo)) after = -1;
    await releaseOrderCoupons(tx, refund.orderId);
  } else if (
    status === 1 &&
    lines.every((l) => l.deliveryNum + l.refundNum >= l.num) &&
    lines.some((l) => l.deliveryNum > 0) &&
    (await moveRefundedOrder(tx, refund.orderId, 1, 3, ''))
  )
    after = 3;
  await insertOrderLogs(tx, [
    {
      orderId: refund.orderId,
      action: after === -1 ? 'refund_close' : 'refund',
      orderStatus: after,
      remark: refund.refundNo,
    },
  ]);
  return after;
}
