import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { shop } from '../catalogue/catalogue.tables';
import { member } from '../member/member.tables';
import { order, orderGoods, orderIdempotency, orderLog, orderPay } from './order.tables';

/** Delivery settings of the shops of a checkout. */
export function findShops(db: DbExecutor, siteIds: number[]) {
  return db
    .select({
      siteId: shop.siteId,
      shopName: shop.shopName,
      deliveryTypes: shop.deliveryTypes,
      freightFen: shop.freightFen,
      freeFreightFen: shop.freeFreightFen,
    })
    .from(shop)
    .where(inArray(shop.siteId, siteIds));
}

export type ShopRow = Awaited<ReturnType<typeof findShops>>[number];

/** Locks the member's row: one member's order submits run one after the other. */
export async function lockMember(tx: DbTransaction, memberId: number): Promise<void> {
  await tx
    .select({ id: member.memberId })
    .from(member)
    .where(eq(member.memberId, memberId))
    .for('update');
}

/** Units of each goods the member has in orders that are not closed. */
export async function boughtNumByGoods(
  db: DbExecutor,
  memberId: number,
  goodsIds: number[],
): Promise<Map<number, number>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .select({ goodsId: orderGoods.goodsId, num: sql<number>`coalesce(sum(${orderGoods.num}), 0)` })
    .from(orderGoods)
    .innerJoin(order, eq(order.orderId, orderGoods.orderId))
    .where(
      and(
        eq(orderGoods.memberId, memberId),
        inArray(orderGoods.goodsId, goodsIds),
        ne(order.orderStatus, -1),
      ),
    )
    .groupBy(orderGoods.goodsId);
  return new Map(rows.map((r) => [r.goodsId, Number(r.num)]));
}

/**
 * Claims an idempotency key for this submit. Null when the key is new (claimed now, in this
 * transaction); otherwise the earlier claim. On PostgreSQL a concurrent claim of the same key
 * waits on the unique index until the first transaction ends.
 */
export async function claimIdempotencyKey(
  tx: DbTransaction,
  input: { memberId: number; key: string; requestHash: string; outTradeNo: string },
): Promise<{ requestHash: string; outTradeNo: string } | null> {
  const inserted = await tx
    .insert(orderIdempotency)
    .values({
      memberId: input.memberId,
      idempotencyKey: input.key,
      requestHash: input.requestHash,
      outTradeNo: input.outTradeNo,
    })
    .onConflictDoNothing()
    .returning({ id: orderIdempotency.id });
  if (inserted.length === 1) return null;
  const [row] = await tx
    .select({ requestHash: orderIdempotency.requestHash, outTradeNo: orderIdempotency.outTradeNo })
    .from(orderIdempotency)
    .where(
      and(
        eq(orderIdempotency.memberId, input.memberId),
        eq(orderIdempotency.idempotencyKey, input.key),
      ),
    );
  if (!row) throw new Error('idempotency key conflict without a row');
  return row;
}

/** The orders and payment money of an earlier submit. */
export async function findPaymentResult(db: DbExecutor, memberId: number, outTradeNo: string) {
  const [pay] = await db
    .select({ payMoneyFen: orderPay.payMoneyFen })
    .from(orderPay)
    .where(and(eq(orderPay.outTradeNo, outTradeNo), eq(orderPay.memberId, memberId)));
  const orders = await db
    .select({ orderId: order.orderId })
    .from(order)
    .where(and(eq(order.outTradeNo, outTradeNo), eq(order.memberId, memberId)))
    .orderBy(order.orderId);
  return pay ? { payMoneyFen: pay.payMoneyFen, orderIds: orders.map((o) => o.orderId) } : null;
}

export async function insertOrderPay(
  tx: DbTransaction,
  values: { outTradeNo: string; memberId: number; payMoneyFen: number },
) {
  await tx.insert(orderPay).values(values);
}

export async function insertOrder(tx: DbTransaction, values: typeof order.$inferInsert) {
  const [row] = await tx.insert(order).values(values).returning({ orderId: order.orderId });
  if (!row) throw new Error('order not inserted');
  return row.orderId;
}

export async function insertOrderGoods(
  tx: DbTransaction,
  rows: (typeof orderGoods.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(orderGoods).values(rows);
}

export async function insertOrderLog(
  tx: DbTransaction,
  values: { orderId: number; action: string; orderStatus: number; remark?: string },
) {
  await tx.insert(orderLog).values(values);
}
