import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbTransaction } from '../../db/client';
import { goods, goodsSku } from './catalogue.tables';

/**
 * Takes `num` units of a SKU when that many are left (one conditional update, so two buyers can
 * never both take the last units) and counts them sold; false when the stock is short.
 */
export async function takeSkuStock(tx: DbTransaction, skuId: number, num: number) {
  const rows = await tx
    .update(goodsSku)
    .set({ stock: sql`${goodsSku.stock} - ${num}`, saleNum: sql`${goodsSku.saleNum} + ${num}` })
    .where(and(eq(goodsSku.skuId, skuId), gte(goodsSku.stock, num)))
    .returning({ stock: goodsSku.stock });
  return rows.length === 1;
}

/** The goods' summary stock and sales follow its SKUs (never below zero). */
export async function takeGoodsStock(tx: DbTransaction, goodsId: number, num: number) {
  await tx
    .update(goods)
    .set({
      stock: sql`greatest(${goods.stock} - ${num}, 0)`,
      saleNum: sql`${goods.saleNum} + ${num}`,
    })
    .where(eq(goods.goodsId, goodsId));
}

/** Puts units back: SKU stock and sales, in SKU id order (a fixed lock order). */
export async function returnSkuStock(tx: DbTransaction, bySku: Map<number, number>) {
  for (const [skuId, num] of [...bySku].sort((a, b) => a[0] - b[0]))
    await tx
      .update(goodsSku)
      .set({
        stock: sql`${goodsSku.stock} + ${num}`,
        saleNum: sql`greatest(${goodsSku.saleNum} - ${num}, 0)`,
      })
      .where(eq(goodsSku.skuId, skuId));
}

/** Puts units back: the goods' summary stock and sales, in goods id order. */
export async function returnGoodsStock(tx: DbTransaction, byGoods: Map<number, number>) {
  for (const [goodsId, num] of [...byGoods].sort((a, b) => a[0] - b[0]))
    await tx
      .update(goods)
      .set({
        stock: sql`${goods.stock} + ${num}`,
        saleNum: sql`greatest(${goods.saleNum} - ${num}, 0)`,
      })
      .where(eq(goods.goodsId, goodsId));
}
