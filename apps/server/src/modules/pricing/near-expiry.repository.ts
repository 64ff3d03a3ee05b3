import { and, eq, gte, inArray, max, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goodsStockBatch } from '../catalogue/goods-batch.tables';
import { order, orderGoods } from '../order/order.tables';
import type { NearExpiryWindow } from './near-expiry-config';

/**
 * Per goods with sellable batches (units left, not expired on `today`): the SKU holding them,
 * the units and earliest expiry inside the window, the earliest expiry after it, and when the
 * ERP last wrote the goods' batches (a changing sync rewrites all of them, ADR 0026).
 */
export function findNearBatches(db: DbExecutor, goodsIds: number[], window: NearExpiryWindow) {
  const inWindow = sql`${goodsStockBatch.expiryDate} <= ${window.end}`;
  return db
    .select({
      goodsId: goodsStockBatch.goodsId,
      skuId: sql<number>`min(${goodsStockBatch.skuId})`.mapWith(Number),
      units:
        sql<number>`coalesce(sum(${goodsStockBatch.quantity}) filter (where ${inWindow}), 0)`.mapWith(
          Number,
        ),
      nearExpiry: sql<string | null>`min(${goodsStockBatch.expiryDate}) filter (where ${inWindow})`,
      freshExpiry: sql<
        string | null
      >`min(${goodsStockBatch.expiryDate}) filter (where not (${inWindow}))`,
      figuredAt: max(goodsStockBatch.updatedAt),
    })
    .from(goodsStockBatch)
    .where(
      and(
        inArray(goodsStockBatch.goodsId, goodsIds),
        sql`${goodsStockBatch.quantity} > 0`,
        gte(goodsStockBatch.expiryDate, window.today),
      ),
    )
    .groupBy(goodsStockBatch.goodsId);
}

/**
 * Units of each goods sold as near-expiry lines in orders not closed since `since` (the ERP's last
 * figure for it, which counts the orders it had taken by then).
 */
export function findNearSold(db: DbExecutor, goodsIds: number[], since: Date) {
  return db
    .select({
      goodsId: orderGoods.goodsId,
      createdAt: orderGoods.createdAt,
      num: orderGoods.num,
    })
    .from(orderGoods)
    .innerJoin(order, eq(order.orderId, orderGoods.orderId))
    .where(
      and(
        eq(orderGoods.promotionType, 'near_expiry'),
        inArray(orderGoods.goodsId, goodsIds),
        gte(orderGoods.createdAt, since),
        ne(order.orderStatus, -1),
      ),
    );
}
