import { and, gte, inArray, max, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goodsStockBatch } from '../catalogue/goods-batch.tables';
import { order, orderGoods } from '../order/order.tables';
import type { NearExpiryWindow } from './near-expiry-config';

/**
 * Per goods with sellable batches (units left, not expired on `today`) holding units inside the
 * window, in one round trip: the SKU holding them, the units and earliest expiry inside the
 * window, the earliest expiry after it, and the units sold as near-expiry lines in orders not
 * closed since the ERP last wrote the goods' batches (its figure counts the orders it had taken
 * by then; a changing sync rewrites all of them, ADR 0026).
 */
export function findNearStock(db: DbExecutor, goodsIds: number[], window: NearExpiryWindow) {
  const inWindow = sql`${goodsStockBatch.expiryDate} <= ${window.end}`;
  const batches = db
    .select({
      goodsId: goodsStockBatch.goodsId,
      skuId: sql<number>`min(${goodsStockBatch.skuId})`.as('sku_id'),
      units:
        sql<number>`coalesce(sum(${goodsStockBatch.quantity}) filter (where ${inWindow}), 0)`.as(
          'units',
        ),
      nearExpiry: sql<
        string | null
      >`min(${goodsStockBatch.expiryDate}) filter (where ${inWindow})`.as('near_expiry'),
      freshExpiry: sql<
        string | null
      >`min(${goodsStockBatch.expiryDate}) filter (where not (${inWindow}))`.as('fresh_expiry'),
      figuredAt: max(goodsStockBatch.updatedAt).as('figured_at'),
    })
    .from(goodsStockBatch)
    .where(
      and(
        inArray(goodsStockBatch.goodsId, goodsIds),
        sql`${goodsStockBatch.quantity} > 0`,
        gte(goodsStockBatch.expiryDate, window.today),
      ),
    )
    .groupBy(goodsStockBatch.goodsId)
    .as('b');
  // Written out with aliases: drizzle leaves columns unqualified in a query on one table.
  const sold = sql<number>`coalesce((
    select sum(og.num) from ${orderGoods} og inner join ${order} o on o.order_id = og.order_id
    where og.promotion_type = 'near_expiry' and og.goods_id = b.goods_id
      and og.created_at >= b.figured_at and o.order_status <> -1), 0)`;
  return db
    .select({
      goodsId: batches.goodsId,
      skuId: sql<number>`${batches.skuId}`.mapWith(Number),
      units: sql<number>`${batches.units}`.mapWith(Number),
      nearExpiry: batches.nearExpiry,
      freshExpiry: batches.freshExpiry,
      sold: sold.mapWith(Number),
    })
    .from(batches)
    .where(sql`${batches.units} > 0`);
}
