import { and, asc, eq, isNull } from 'drizzle-orm';
import { goods, goodsSku, saleControl } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

/** Test support for favourites and footprints (imported by tests only). */

export type GoodsRef = { goods_id: number; sku_id: number };

/** On-sale demo goods with their default SKU; `ruleName` picks goods under that sale-control rule. */
export async function goodsOnSaleRefs(
  t: TestApp,
  limit: number,
  options: { ruleName?: string } = {},
): Promise<GoodsRef[]> {
  const rows = await t.database.db
    .select({ goods_id: goods.goodsId, sku_id: goodsSku.skuId })
    .from(goods)
    .innerJoin(goodsSku, and(eq(goodsSku.goodsId, goods.goodsId), eq(goodsSku.isDefault, true)))
    .leftJoin(saleControl, eq(saleControl.goodsId, goods.goodsId))
    .where(
      and(
        eq(goods.goodsState, 1),
        eq(goods.isDelete, false),
        options.ruleName === undefined
          ? isNull(saleControl.ruleId)
          : eq(saleControl.ruleName, options.ruleName),
      ),
    )
    .orderBy(asc(goods.goodsId))
    .limit(limit);
  if (rows.length < limit) throw new Error(`only ${rows.length} goods found`);
  return rows;
}

export async function setGoodsState(t: TestApp, goodsId: number, state: number): Promise<void> {
  await t.database.db.update(goods).set({ goodsState: state }).where(eq(goods.goodsId, goodsId));
}
