import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods } from '../catalogue/catalogue.tables';
import { member } from '../member/member.tables';
import { order, orderGoods } from './order.tables';

/**
 * SQL of the ERP's order feed (issue 26, ADR 0027). Times travel as microseconds since the epoch
 * in text, because a JavaScript Date keeps only milliseconds and the cursor must be exact.
 */

/** A point of the feed: an order's update time (µs since the epoch, text) and its id. */
export type FeedPoint = { micros: string; orderId: number };

const micros = sql<string>`(extract(epoch from ${order.updatedAt}) * 1000000)::bigint::text`;
const atMicros = (value: string) =>
  sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;

/**
 * The feed's horizon (µs): the start of the oldest transaction still open in this database on
 * another connection, and at most `marginMs` before now. Every order row a running or future
 * transaction writes carries a time at or after it (the trigger stamps the writer's start), so a
 * reader may hand out everything below it without ever having to go back. It must run as its
 * own statement BEFORE the read, so that the read's snapshot is taken after it.
 */
export async function feedHorizon(db: DbExecutor, marginMs: number): Promise<string> {
  const result = await db.execute(sql`
    select (extract(epoch from least(
      coalesce((
        select min(xact_start) from pg_stat_activity
        where pid <> pg_backend_pid() and datname = current_database() and xact_start is not null
      ), 'infinity'),
      clock_timestamp() - ${marginMs} * interval '1 millisecond'
    )) * 1000000)::bigint::text as horizon`);
  // Both drivers (pg, PGlite) answer raw SQL as { rows }.
  const horizon = (result as { rows: { horizon?: string }[] }).rows[0]?.horizon;
  if (!horizon) throw new Error('feed horizon query answered nothing');
  return horizon;
}

/** The shop's orders after `from` and below `horizon`, in feed order, with their buyer. */
export function ordersAfter(
  db: DbExecutor,
  siteId: number,
  from: FeedPoint,
  horizon: string,
  limit: number,
) {
  return db
    .select({
      row: order,
      micros,
      companyName: member.companyName,
      erpCode: member.erpCode,
    })
    .from(order)
    .innerJoin(member, eq(member.memberId, order.memberId))
    .where(
      and(
        eq(order.siteId, siteId),
        sql`${order.updatedAt} < ${atMicros(horizon)}`,
        sql`(${order.updatedAt}, ${order.orderId}) > (${atMicros(from.micros)}, ${from.orderId})`,
      ),
    )
    .orderBy(asc(order.updatedAt), asc(order.orderId))
    .limit(limit);
}

/** The lines of the orders with their goods' ERP code, in the order they were bought. */
export function feedLinesOf(db: DbExecutor, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ line: orderGoods, goodsErpSpid: goods.goodsErpSpid })
    .from(orderGoods)
    .innerJoin(goods, eq(goods.goodsId, orderGoods.goodsId))
    .where(inArray(orderGoods.orderId, orderIds))
    .orderBy(asc(orderGoods.orderGoodsId));
}
