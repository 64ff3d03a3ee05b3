import type { DbTransaction } from '../../client';
import { goods, goodsBrand, goodsCategory, goodsLabel, goodsSku, shop } from '../../schema';
import { LABELS } from './brands';
import type { CategoryPlan } from './categories';
import { type GoodsPlan, planCatalogue } from './goods';

/** The seed of the demo catalogue's generator: change it and every generated value changes. */
export const DEMO_CATALOGUE_SEED = 20260521;

const BATCH = 500;

function chunks<T>(rows: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Looks a key up in a map filled from `returning`, failing loudly on a miss. */
function must<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo catalogue: no id for ${String(key)}`);
  return value;
}

/** Inserts the tree level by level; returns each plan key's id and path (",1,5,23,"). */
async function insertCategories(tx: DbTransaction, plans: CategoryPlan[]) {
  const ids = new Map<number, number>();
  const paths = new Map<number, string>();
  for (const level of [1, 2, 3] as const) {
    const rows = plans.filter((c) => c.level === level);
    const inserted = await tx
      .insert(goodsCategory)
      .values(
        rows.map(({ key: _key, parentKey, ...row }) => ({
          ...row,
          pid: parentKey === null ? 0 : must(ids, parentKey),
        })),
      )
      .returning({ id: goodsCategory.categoryId, name: goodsCategory.categoryName });
    const byName = new Map(inserted.map((r) => [r.name, r.id] as const));
    for (const row of rows) {
      const id = must(byName, row.categoryName);
      ids.set(row.key, id);
      paths.set(row.key, `${row.parentKey === null ? ',' : must(paths, row.parentKey)}${id},`);
    }
  }
  return { ids, paths };
}

/** Database ids of what a goods plan refers to by plan key (shop index, leaf key) or name. */
export type GoodsRefs = {
  shops: Map<number, number>;
  categories: { ids: Map<number, number>; paths: Map<number, string> };
  brands: Map<string, number>;
  labels: Map<string, number>;
};

/** Inserts planned goods and their SKUs with multi-row INSERTs (500 goods at a time). */
export async function insertGoods(tx: DbTransaction, plans: GoodsPlan[], refs: GoodsRefs) {
  for (const batch of chunks(plans)) {
    const inserted = await tx
      .insert(goods)
      .values(
        batch.map(({ shopIndex, leafKey, brandName, labelName, skus: _skus, ...row }) => ({
          ...row,
          siteId: must(refs.shops, shopIndex),
          categoryId: must(refs.categories.ids, leafKey),
          categoryPath: must(refs.categories.paths, leafKey),
          brandId: brandName === null ? null : must(refs.brands, brandName),
          labelId: labelName === null ? null : must(refs.labels, labelName),
          updatedAt: row.createdAt,
        })),
      )
      .returning({ id: goods.goodsId, erp: goods.goodsErpSpid, siteId: goods.siteId });
    const byErp = new Map(inserted.map((r) => [r.erp, r] as const));
    const skuRows = batch.flatMap((g) => {
      const owner = must(byErp, g.goodsErpSpid);
      return g.skus.map((s) => ({
        ...s,
        goodsId: owner.id,
        siteId: owner.siteId,
        createdAt: g.createdAt,
      }));
    });
    for (const skuBatch of chunks(skuRows, 1000)) await tx.insert(goodsSku).values(skuBatch);
  }
}

/**
 * Seeds the generated demo catalogue: shops, a three-level category tree, brands, goods labels,
 * about 2,400 goods and 3,500 SKUs of medicines and medical goods. Deterministic for a given day.
 */
export async function seedDemoCatalogue(tx: DbTransaction): Promise<void> {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const plan = planCatalogue(DEMO_CATALOGUE_SEED, today);
  const shopRows = await tx
    .insert(shop)
    .values(plan.shops)
    .returning({ id: shop.siteId, name: shop.shopName });
  const shopIds = new Map(shopRows.map((r) => [r.name, r.id] as const));
  const categories = await insertCategories(tx, plan.categories);
  const brandRows = await tx
    .insert(goodsBrand)
    .values(plan.brands)
    .returning({ id: goodsBrand.brandId, name: goodsBrand.brandName });
  const labelRows = await tx
    .insert(goodsLabel)
    .values(LABELS)
    .returning({ id: goodsLabel.labelId, name: goodsLabel.labelName });
  await insertGoods(tx, plan.goods, {
    shops: new Map(plan.shops.map((s, i) => [i, must(shopIds, s.shopName)] as const)),
    categories,
    brands: new Map(brandRows.map((r) => [r.name, r.id] as const)),
    labels: new Map(labelRows.map((r) => [r.name, r.id] as const)),
  });
}
