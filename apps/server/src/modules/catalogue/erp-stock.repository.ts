import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { goods, goodsSku } from './catalogue.tables';
import { goodsStockBatch } from './goods-batch.tables';
import { jsonRows } from '../../lib/erp-rows';
import { shopErpCodes } from './erp-goods-codes';

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
    .where(and(shopErpCodes(siteId, codes), eq(goods.isDelete, false)))
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
 * Only what differs is written: the batches no longer sent are deleted, the others inserted or
 * updated where they changed (a batch kept as it was costs no new row, no index entry and no
 * foreign-key check), and a SKU or goods row whose figures are the same is left as it is.
 */
export async function writeStock(tx: DbTransaction, stock: StockWrite[], batches: BatchWrite[]) {
  const goodsIds = stock.map((s) => s.goods_id);
  await tx
    .select({ skuId: goodsSku.skuId })
    .from(goodsSku)
    .where(inArray(goodsSku.goodsId, goodsIds))
    .orderBy(asc(goodsSku.skuId))
    .for('update');
  await tx.execute(sql`
    delete from goods_batch b using jsonb_to_recordset(${jsonRows(stock)}) as w(goods_id int)
    where b.goods_id = w.goods_id and (b.goods_id, b.batch_no) not in (
      select v.goods_id, v.batch_no
      from jsonb_to_recordset(${jsonRows(batches)}) as v(goods_id int, batch_no varchar))`);
  if (batches.length > 0)
    await tx.execute(sql`
      insert into goods_batch (site_id, goods_id, sku_id, batch_no, production_date, expiry_date, quantity)
      select v.site_id, v.goods_id, v.sku_id, v.batch_no, v.production_date, v.expiry_date, v.quantity
      from jsonb_to_recordset(${jsonRows(batches)}) as v(site_id int, goods_id int, sku_id int,
        batch_no varchar, production_date date, expiry_date date, quantity int)
      on conflict (goods_id, batch_no) do update set site_id = excluded.site_id,
        sku_id = excluded.sku_id, production_date = excluded.production_date,
        expiry_date = excluded.expiry_date, quantity = excluded.quantity, updated_at = now()
      where (goods_batch.site_id, goods_batch.sku_id, goods_batch.production_date,
          goods_batch.expiry_date, goods_batch.quantity)
        is distinct from (excluded.site_id, excluded.sku_id, excluded.production_date,
          excluded.expiry_date, excluded.quantity)`);
  await tx.execute(sql`
    update goods_sku s set stock = v.stock
    from jsonb_to_recordset(${jsonRows(stock)}) as v(sku_id int, stock int)
    where s.sku_id = v.sku_id and s.stock <> v.stock`);
  await tx.execute(sql`
    update goods g set nearest_expiry = t.nearest, stock = t.stock, updated_at = now()
    from (
      select v.goods_id, v.nearest,
        (select coalesce(sum(s.stock), 0) from goods_sku s where s.goods_id = v.goods_id) as stock
      from jsonb_to_recordset(${jsonRows(stock)}) as v(goods_id int, nearest date)
    ) t
    where g.goods_id = t.goods_id
      and (g.nearest_expiry, g.stock) is distinct from (t.nearest, t.stock)`);
}
