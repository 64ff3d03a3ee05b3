import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { goods, goodsSku } from './catalogue.tables';
import { goodsStockBatch } from './goods-batch.tables';
import { jsonRows } from '../../lib/erp-rows';

/*
 * The stock sync's reads and writes (issue 26, ADR 0026): a batch's goods read at once, and its
 * changed goods written with one statement per table.
 */

/** The shop's goods (not in the recycle bin) carrying these ERP codes, with their default SKU. */
export async function findStockTargets(db: DbExecutor, siteId: number, codes: string[]) {
  if (codes.length === 0) return [];
  const rows = await db
    .select({
      goodsId: goods.goodsId,
      code: goods.goodsErpSpid,
      nearestExpiry: goods.nearestExpiry,
      skuId: goodsSku.skuId,
    })
    .from(goods)
    .innerJoin(goodsSku, eq(goodsSku.goodsId, goods.goodsId))
    .where(
      and(eq(goods.siteId, siteId), inArray(goods.goodsErpSpid, codes), eq(goods.isDelete, false)),
    )
    .orderBy(asc(goods.goodsId), desc(goodsSku.isDefault), asc(goodsSku.skuId));
  // The first SKU of each goods is its default one.
  return rows.filter((row, i) => i === 0 || rows[i - 1]!.goodsId !== row.goodsId);
}

/** The stored batches of these goods. */
export function findBatches(db: DbExecutor, goodsIds: number[]) {
  if (goodsIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      goodsId: goodsStockBatch.goodsId,
      batchNo: goodsStockBatch.batchNo,
      productionDate: goodsStockBatch.productionDate,
      expiryDate: goodsStockBatch.expiryDate,
      quantity: goodsStockBatch.quantity,
    })
    .from(goodsStockBatch)
    .where(inArray(goodsStockBatch.goodsId, goodsIds));
}

export type BatchWrite = {
  site_id: number;
  goods_id: number;
  sku_id: number;
  batch_no: string;
  production_date: string | null;
  expiry_date: string;
  quantity: number;
};
export type StockWrite = {
  goods_id: number;
  sku_id: number;
  stock: number;
  nearest: string | null;
};

/**
 * Replaces the batches of the changed goods and sets their default SKU's stock and the goods'
 * stock (the sum of its SKUs') and nearest expiry. The SKU rows are locked first in id order, the
 * order an order's checkout takes them in, so the two wait for each other instead of deadlocking.
 */
export async function writeStock(tx: DbTransaction, stock: StockWrite[], batches: BatchWrite[]) {
  const goodsIds = stock.map((s) => s.goods_id);
  await tx
    .select({ skuId: goodsSku.skuId })
    .from(goodsSku)
    .where(inArray(goodsSku.goodsId, goodsIds))
    .orderBy(asc(goodsSku.skuId))
    .for('update');
  await tx.delete(goodsStockBatch).where(inArray(goodsStockBatch.goodsId, goodsIds));
  if (batches.length > 0)
    await tx.execute(sql`
      insert into goods_batch (site_id, goods_id, sku_id, batch_no, production_date, expiry_date, quantity)
      select v.site_id, v.goods_id, v.sku_id, v.batch_no, v.production_date, v.expiry_date, v.quantity
      from jsonb_to_recordset(${jsonRows(batches)}) as v(site_id int, goods_id int, sku_id int,
        batch_no varchar, production_date date, expiry_date date, quantity int)`);
  await tx.execute(sql`
    update goods_sku s set stock = v.stock
    from jsonb_to_recordset(${jsonRows(stock)}) as v(sku_id int, stock int)
    where s.sku_id = v.sku_id`);
  await tx.execute(sql`
    update goods g set nearest_expiry = v.nearest, updated_at = now(),
      stock = (select coalesce(sum(s.stock), 0) from goods_sku s where s.goods_id = g.goods_id)
    from jsonb_to_recordset(${jsonRows(stock)}) as v(goods_id int, nearest date)
    where g.goods_id = v.goods_id`);
}
