import type { DbExecutor } from '../../db/client';
import { goods, goodsBrand, goodsCategory, goodsSku, shop } from './catalogue.tables';

/** Test support for the ERP syncs (imported by tests only). */

export type ErpFixture = {
  sites: { own: number; other: number };
  categories: { top: number; leaf: number; leafPath: string };
  brand: number;
};

/**
 * Two shops, a category tree 西药 > 抗感染药 > 青霉素类 (the leaf) and the brand 石药.
 */
export async function seedErpFixture(db: DbExecutor): Promise<ErpFixture> {
  const [own, other] = await db
    .insert(shop)
    .values([{ shopName: '康源自营店', isOwn: true }, { shopName: '海王药业旗舰店' }])
    .returning();
  const cat = async (pid: number, level: number, categoryName: string) =>
    (await db.insert(goodsCategory).values({ pid, level, categoryName }).returning())[0]!
      .categoryId;
  const top = await cat(0, 1, '西药');
  const mid = await cat(top, 2, '抗感染药');
  const leaf = await cat(mid, 3, '青霉素类');
  const [brand] = await db.insert(goodsBrand).values({ brandName: '石药' }).returning();
  return {
    sites: { own: own!.siteId, other: other!.siteId },
    categories: { top, leaf, leafPath: `,${top},${mid},${leaf},` },
    brand: brand!.brandId,
  };
}

/** A goods on sale with one SKU at `priceFen`, carrying the ERP code `code`. */
export async function insertErpGoods(
  db: DbExecutor,
  fx: ErpFixture,
  input: { siteId: number; code: string; name: string; priceFen?: number; stock?: number },
): Promise<{ goodsId: number; skuId: number }> {
  const [g] = await db
    .insert(goods)
    .values({
      siteId: input.siteId,
      goodsName: input.name,
      categoryId: fx.categories.leaf,
      categoryPath: fx.categories.leafPath,
      goodsErpSpid: input.code,
      priceFen: input.priceFen ?? 1_250,
      stock: input.stock ?? 0,
    })
    .returning();
  const [sku] = await db
    .insert(goodsSku)
    .values({
      goodsId: g!.goodsId,
      siteId: input.siteId,
      skuName: input.name,
      priceFen: input.priceFen ?? 1_250,
      stock: input.stock ?? 0,
      isDefault: true,
    })
    .returning();
  return { goodsId: g!.goodsId, skuId: sku!.skuId };
}
