import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { order, orderLog, orderPay } from './order.tables';
import { assignPickupCodes, isCodeDelivery } from './pickup-code.repository';

export type PayRow = typeof orderPay.$inferSelect;

const memberPayQuery = preparedQuery('order_pay_of_member', (db, name) =>
  db
    .select()
    .from(orderPay)
    .where(
      and(
        eq(orderPay.outTradeNo, sql.placeholder('outTradeNo')),
        eq(orderPay.memberId, sql.placeholder('memberId')),
      ),
    )
    .prepare(name),
);

/** The member's payment `outTradeNo`, or undefined (also for another member's number). */
export async function findPay(
  db: DbExecutor,
  memberId: number,
  outTradeNo: string,
  options: { lock?: boolean } = {},
): Promise<PayRow | undefined> {
  // The plain read is prepared; the locking one stays built here (it runs inside a payment).
  const [row] = options.lock
    ? await db
        .select()
        .from(orderPay)
        .where(and(eq(orderPay.outTradeNo, outTradeNo), eq(orderPay.memberId, memberId)))
        .for('update')
    : await memberPayQuery(db).execute({ outTradeNo, memberId });
  return row;
}

/** Locks the payment rows of `outTradeNos` (in a fixed order, so two lockers cannot deadlock). */
export async function lockPays(db: DbExecutor, outTradeNos: string[]): Promise<PayRow[]> {
  if (outTradeNos.length === 0) return [];
  return db
    .select()
    .from(orderPay)
    .where(inArray(orderPay.outTradeNo, outTradeNos))
    .orderBy(asc(orderPay.payId))
    .for('update');
}

export async function insertPay(
  db: DbExecutor,
  row: { outTradeNo: string; memberId: number; payMoneyFen: number },
): Promise<number> {
  const [saved] = await db.insert(orderPay).values(row).returning({ payId: orderPay.payId });
  if (!saved) throw new Error('order_pay insert returned nothing');
  return saved.payId;
}

export async function updatePay(
  db: DbExecutor,
  payId: number,
  values: Partial<
    Pick<
      PayRow,
      | 'payMoneyFen'
      | 'payType'
      | 'status'
      | 'voucher'
      | 'payTime'
      | 'voucherTime'
      | 'voucherRejectReason'
    >
  >,
): Promise<void> {
  await db.update(orderPay).set(values).where(eq(orderPay.payId, payId));
}

/** The orders of a payment, in id order. */
export function ordersOfPay(db: DbExecutor, memberId: number, outTradeNo: string) {
  return db
    .select({
      orderId: order.orderId,
      orderNo: order.orderNo,
      orderName: order.orderName,
      orderMoneyFen: order.orderMoneyFen,
      orderStatus: order.orderStatus,
    })
    .from(order)
    .where(and(eq(order.outTradeNo, outTradeNo), eq(order.memberId, memberId)))
    .orderBy(asc(order.orderId));
}

/** Σ order_money of the payment's orders still waiting payment, and how many there are. */
export async function waitingMoneyOf(
  db: DbExecutor,
  outTradeNo: string,
): Promise<{ money: number; orders: number }> {
  const [row] = await db
    .select({
      money: sql<string>`coalesce(sum(${order.orderMoneyFen}), 0)`,
      orders: sql<number>`count(*)::int`,
    })
    .from(order)
    .where(and(eq(order.outTradeNo, outTradeNo), eq(order.orderStatus, 0)));
  return { money: Number(row?.money ?? 0), orders: row?.orders ?? 0 };
}

/**
 * After orders left a payment (closed, or moved to another one): its pay money follows the orders
 * still waiting; with none left a waiting payment is cancelled (-1).
 */
export async function refreshPayMoney(db: DbExecutor, pay: PayRow): Promise<void> {
  if (pay.status !== 0 && pay.status !== 2) return;
  const waiting = await waitingMoneyOf(db, pay.outTradeNo);
  if (waiting.orders === 0) await updatePay(db, pay.payId, { status: -1 });
  else if (waiting.money !== pay.payMoneyFen)
    await updatePay(db, pay.payId, { payMoneyFen: waiting.money });
}

/**
 * Marks the payment's waiting orders paid; answers their ids. A pickup order (delivery_type
 * store) or virtual goods order gets its 8-digit code now, which the buyer shows at the store's
 * desk (issue 15, issue 17: unique among the orders still waiting to be picked up).
 */
export async function markOrdersPaid(
  db: DbExecutor,
  outTradeNo: string,
  payType: string,
  payTime: Date,
): Promise<number[]> {
  const rows = await db
    .update(order)
    .set({ orderStatus: 1, payType, payTime, updatedAt: payTime })
    .where(and(eq(order.outTradeNo, outTradeNo), eq(order.orderStatus, 0)))
    .returning({ orderId: order.orderId, deliveryType: order.deliveryType });
  const coded = rows.filter((r) => isCodeDelivery(r.deliveryType)).map((r) => r.orderId);
  await assignPickupCodes(db, coded);
  return rows.map((r) => r.orderId);
}

export async function insertOrderLogs(
  db: DbExecutor,
  rows: { orderId: number; action: string; orderStatus: number; remark?: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(orderLog).values(rows);
}
