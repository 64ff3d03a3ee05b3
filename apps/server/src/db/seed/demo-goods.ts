import { and, asc, eq } from 'drizzle-orm';
import type { DbTransaction } from '../client';
import { goods, goodsSku } from '../schema';

/** Demo goods on sale with their default SKU, in id order: the pool later demo seeders pick from. */
export function demoGoodsPool(tx: DbTransaction) {
  return tx
    .select({
      goodsId: goods.goodsId,
      siteId: goods.siteId,
      skuId: goodsSku.skuId,
      priceFen: goodsSku.priceFen,
      unit: goods.unit,
    })
    .from(goods)
    .innerJoin(goodsSku, and(eq(goodsSku.goodsId, goods.goodsId), eq(goodsSku.isDefault, true)))
    .where(eq(goods.goodsState, 1))
    .orderBy(asc(goods.goodsId));
}

export type DemoGoods = Awaited<ReturnType<typeof demoGoodsPool>>[number];

/** Every `step`-th goods starting at `offset`, at most `limit` of them. */
export const pick = (pool: DemoGoods[], offset: number, step: number, limit: number) =>
  pool.filter((_, i) => i % step === offset).slice(0, limit);

/** A price cut to `percent` of the original, rounded down to the jiao (never above the price). */
export const percentOf = (fen: number, percent: number) =>
  Math.max(1, Math.floor((fen * percent) / 1000) * 10);
