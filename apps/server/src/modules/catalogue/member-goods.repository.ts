import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsSku } from './catalogue.tables';
import { goodsCardColumns, goodsOnSale } from './goods-card.repository';

/** Shared by favourites and footprints: rows that remember a goods and the SKU the member saw. */

/** Whether `skuId` is a SKU of `goodsId` and the goods is on sale. */
export async function isSkuOfGoodsOnSale(
  db: DbExecutor,
  goodsId: number,
  skuId: number,
): Promise<boolean> {
  const rows = await db
    .select({ skuId: goodsSku.skuId })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .where(and(eq(goodsSku.skuId, skuId), eq(goodsSku.goodsId, goodsId), goodsOnSale))
    .limit(1);
  return rows.length > 0;
}

/**
 * The card columns plus whether the goods is still on sale: favourites and footprints keep goods
 * taken off sale so the buyer sees they are gone. Join goods, goods_sku (the remembered SKU),
 * shop and goods_label like `findGoodsCardRows`.
 */
export const rememberedCardColumns = {
  ...goodsCardColumns,
  onSale: sql<boolean>`(${goods.goodsState} = 1 and ${goods.isDelete} = false)`.mapWith(Boolean),
};
