import { and, asc, countDistinct, eq, gte, inArray, lte, min, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import type { NearExpiryWindow } from '../pricing';
import { goods, goodsSku } from './catalogue.tables';
import { goodsStockBatch } from './goods-batch.tables';
import { goodsOnSale } from './goods-card.repository';

/*
 * The near-expiry zone's reads (issue 26, ADR 0029): the goods holding sellable batches inside the
 * shop's window, earliest expiry first.
 */

/** Sellable batches (units left) expiring inside the window. */
const inWindow = (window: NearExpiryWindow) =>
  and(
    sql`${goodsStockBatch.quantity} > 0`,
    gte(goodsStockBatch.expiryDate, window.today),
    lte(goodsStockBatch.expiryDate, window.end),
  );

/**
 * One page of the goods with batches in the window that `goodsFilter` keeps, ordered by their
 * earliest such expiry, and how many there are in all.
 */
export async function findWindowGoodsPage(
  db: DbExecutor,
  window: NearExpiryWindow,
  goodsFilter: SQL | undefined,
  page: { offset: number; limit: number },
) {
  const where = and(inWindow(window), goodsFilter);
  const earliest = min(goodsStockBatch.expiryDate);
  const rows = await db
    .select({ goodsId: goodsStockBatch.goodsId })
    .from(goodsStockBatch)
    .innerJoin(goods, eq(goods.goodsId, goodsStockBatch.goodsId))
    .where(where)
    .groupBy(goodsStockBatch.goodsId)
    .orderBy(earliest, asc(goodsStockBatch.goodsId))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: countDistinct(goodsStockBatch.goodsId) })
    .from(goodsStockBatch)
    .innerJoin(goods, eq(goods.goodsId, goodsStockBatch.goodsId))
    .where(where);
  return { goodsIds: rows.map((r) => r.goodsId), count: total?.n ?? 0 };
}

/** The storefront's zone lists goods on sale only. */
export const zoneGoodsFilter = goodsOnSale;

/** The batches of these goods inside the window, earliest first (the console's list). */
export function findWindowBatches(db: DbExecutor, window: NearExpiryWindow, goodsIds: number[]) {
  if (goodsIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      goodsId: goodsStockBatch.goodsId,
      batchNo: goodsStockBatch.batchNo,
      expiryDate: goodsStockBatch.expiryDate,
      quantity: goodsStockBatch.quantity,
    })
    .from(goodsStockBatch)
    .where(and(inWindow(window), inArray(goodsStockBatch.goodsId, goodsIds)))
    .orderBy(asc(goodsStockBatch.expiryDate), asc(goodsStockBatch.batchNo));
}

/** The SKUs with their goods' facts the console's zone list shows. */
export function findZoneSkus(db: DbExecutor, skuIds: number[]) {
  if (skuIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      skuId: goodsSku.skuId,
      goodsId: goods.goodsId,
      siteId: goods.siteId,
      goodsName: goods.goodsName,
      specName: goodsSku.specName,
      manufacturer: goods.manufacturer,
      goodsErpSpid: goods.goodsErpSpid,
      unit: goods.unit,
      goodsState: goods.goodsState,
      stock: goodsSku.stock,
      priceFen: goodsSku.priceFen,
      nearExpiryPriceFen: goodsSku.nearExpiryPriceFen,
    })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(inArray(goodsSku.skuId, skuIds));
}

/** Sets a SKU's zone price (null clears it). */
export async function updateNearExpiryPrice(
  db: DbExecutor,
  skuId: number,
  nearExpiryPriceFen: number | null,
) {
  await db.update(goodsSku).set({ nearExpiryPriceFen }).where(eq(goodsSku.skuId, skuId));
}
