import { and, asc, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { order, orderPay } from './order.tables';
import { payWindowStart } from './pay-window';

/**
 * Up to `limit` orders still waiting payment whose pay window started before `cutoff` (created,
 * or their voucher last rejected), oldest first, leaving out those whose transfer voucher waits
 * for review (pay status 2).
 */
export function findExpiredOrders(db: DbExecutor, cutoff: Date, limit: number) {
  return db
    .select({ orderId: order.orderId, memberId: order.memberId, outTradeNo: order.outTradeNo })
    .from(order)
    .leftJoin(orderPay, eq(orderPay.outTradeNo, order.outTradeNo))
    .where(
      and(
        eq(order.orderStatus, 0),
        lte(order.createdAt, cutoff),
        lte(payWindowStart, cutoff),
        or(isNull(orderPay.status), ne(orderPay.status, 2)),
      ),
    )
    .orderBy(asc(order.createdAt), asc(order.orderId))
    .limit(limit);
}

/** The same, among the orders of one payment. */
export function findExpiredOrdersOfPay(db: DbExecutor, outTradeNo: string, cutoff: Date) {
  return db
    .select({ orderId: order.orderId, memberId: order.memberId, outTradeNo: order.outTradeNo })
    .from(order)
    .where(
      and(
        eq(order.outTradeNo, outTradeNo),
        eq(order.orderStatus, 0),
        lte(order.createdAt, cutoff),
        lte(payWindowStart, cutoff),
      ),
    )
    .orderBy(asc(order.orderId));
}

/**
 * Locks the payment row for a sweep, skipping it when another transaction holds it (a buyer
 * paying or closing right now, another process sweeping): answers false then.
 */
export async function tryLockPay(db: DbExecutor, outTradeNo: string): Promise<boolean> {
  const rows = await db
    .select({ payId: orderPay.payId })
    .from(orderPay)
    .where(eq(orderPay.outTradeNo, outTradeNo))
    .for('update', { skipLocked: true });
  return rows.length === 1;
}

/**
 * When the pay window of the payment's oldest order still waiting started (`payWindowStart`), or
 * null when none waits.
 */
export async function oldestWaitingOrderOf(
  db: DbExecutor,
  outTradeNo: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`min(${payWindowStart})`.mapWith(order.createdAt) })
    .from(order)
    .where(and(eq(order.outTradeNo, outTradeNo), eq(order.orderStatus, 0)));
  return row?.at ?? null;
}
