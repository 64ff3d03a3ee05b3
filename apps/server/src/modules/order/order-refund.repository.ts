import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { order, orderGoods } from './order.tables';

/** The order of a line with what a refund needs to know of it, or undefined. */
export async function findLineOrder(db: DbExecutor, orderGoodsId: number) {
  const [row] = await db
    .select({
      orderId: order.orderId,
      orderNo: order.orderNo,
      memberId: order.memberId,
      siteId: order.siteId,
      orderStatus: order.orderStatus,
      orderType: order.orderType,
      payType: order.payType,
      point: order.point,
      deliveryMoneyFen: order.deliveryMoneyFen,
      orderMoneyFen: order.orderMoneyFen,
    })
    .from(orderGoods)
    .innerJoin(order, eq(order.orderId, orderGoods.orderId))
    .where(eq(orderGoods.orderGoodsId, orderGoodsId));
  return row;
}

/** The lines of an order in line order (the order points shares are computed in). */
export function orderLinesInOrder(db: DbExecutor, orderId: number) {
  return db
    .select()
    .from(orderGoods)
    .where(eq(orderGoods.orderId, orderId))
    .orderBy(asc(orderGoods.orderGoodsId));
}

/** Locks the order row: refunds, shipping and pickup of one order run one after another. */
export async function lockOrderRow(db: DbExecutor, orderId: number) {
  const [row] = await db
    .select({ orderStatus: order.orderStatus })
    .from(order)
    .where(eq(order.orderId, orderId))
    .for('update');
  return row;
}

/** Counts `num` units and `moneyFen` more as refunded, only within the line's units. */
export async function addRefundNum(
  db: DbExecutor,
  orderGoodsId: number,
  num: number,
  moneyFen: number,
): Promise<boolean> {
  const rows = await db
    .update(orderGoods)
    .set({
      refundNum: sql`${orderGoods.refundNum} + ${num}`,
      refundMoneyFen: sql`${orderGoods.refundMoneyFen} + ${moneyFen}`,
    })
    .where(
      and(
        eq(orderGoods.orderGoodsId, orderGoodsId),
        sql`${orderGoods.refundNum} + ${num} <= ${orderGoods.num}`,
      ),
    )
    .returning({ id: orderGoods.orderGoodsId });
  return rows.length === 1;
}

/** Moves the order from `from` to `to` (closing it when `to` is -1); answers whether it did. */
export async function moveRefundedOrder(
  db: DbExecutor,
  orderId: number,
  from: number,
  to: number,
  closeReason: string,
): Promise<boolean> {
  const rows = await db
    .update(order)
    .set({
      orderStatus: to,
      updatedAt: sql`now()`,
      ...(to === -1 ? { closeTime: new Date(), closeReason } : {}),
    })
    .where(and(eq(order.orderId, orderId), eq(order.orderStatus, from)))
    .returning({ orderId: order.orderId });
  return rows.length === 1;
}
