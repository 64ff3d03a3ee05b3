import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { shop } from '../catalogue/catalogue.tables';
import { order } from './order.tables';

/*
 * What the evaluations of an order (issue 17, after-sales module) read and change of it: the
 * member's order, its status, and `is_evaluate` (0 not yet, 1 evaluated, 2 evaluated again).
 */

const columns = {
  orderId: order.orderId,
  orderNo: order.orderNo,
  siteId: order.siteId,
  orderStatus: order.orderStatus,
  isEvaluate: order.isEvaluate,
};

/** The member's order with its shop's name, or undefined (another member's order too). */
export async function findMemberEvaluateOrder(db: DbExecutor, memberId: number, orderId: number) {
  const [row] = await db
    .select({ ...columns, shopName: shop.shopName })
    .from(order)
    .leftJoin(shop, eq(shop.siteId, order.siteId))
    .where(and(eq(order.orderId, orderId), eq(order.memberId, memberId)));
  return row;
}

/**
 * The member's order locked for its evaluation, so two submissions of one order (a double click)
 * run one after the other and the second sees the first's `is_evaluate`.
 */
export async function lockMemberEvaluateOrder(db: DbExecutor, memberId: number, orderId: number) {
  const [row] = await db
    .select(columns)
    .from(order)
    .where(and(eq(order.orderId, orderId), eq(order.memberId, memberId)))
    .for('update');
  return row;
}

/** Moves `is_evaluate` from `from` to `to`; answers whether it moved. */
export async function markOrderEvaluated(
  db: DbExecutor,
  orderId: number,
  from: 0 | 1,
  to: 1 | 2,
): Promise<boolean> {
  const rows = await db
    .update(order)
    .set({ isEvaluate: to, updatedAt: sql`now()` })
    .where(and(eq(order.orderId, orderId), eq(order.isEvaluate, from)))
    .returning({ orderId: order.orderId });
  return rows.length === 1;
}
