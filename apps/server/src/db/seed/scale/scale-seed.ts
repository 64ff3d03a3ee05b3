import { count, gte, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../client';
import { goods, goodsBrand, goodsCategory, goodsLabel, goodsSku, shop } from '../../schema';
import { planCategories } from '../catalogue/categories';
import { type GoodsRefs, insertGoods } from '../catalogue';
import type { GoodsPlan } from '../catalogue/goods';
import { planShops } from '../catalogue/shops';
import { planScaleGoods, SCALE_ERP_FIRST, scaleErpCode, scaleVocabulary } from './scale-goods';

/** Goods inserted per transaction: one multi-row INSERT of goods and one or two of SKUs. */
const BATCH_GOODS = 500;

const mapOf = (rows: { id: number; name: string }[]) =>
  new Map(rows.map((r) => [r.name, r.id] as const));

/** The id of a demo row by name, failing with a readable message on a database without it. */
function idOf(ids: Map<string, number>, name: string, what: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`seed:scale needs the demo catalogue: no ${what} ${name}`);
  return id;
}

/** The ids of the demo catalogue's shops, tree, brands and labels, keyed as the plans refer to them. */
async function demoRefs(db: DbExecutor): Promise<GoodsRefs> {
  const shops = mapOf(await db.select({ id: shop.siteId, name: shop.shopName }).from(shop));
  const rows = await db
    .select({
      id: goodsCategory.categoryId,
      name: goodsCategory.categoryName,
      pid: goodsCategory.pid,
    })
    .from(goodsCategory);
  const categoryIds = mapOf(rows);
  const pidOf = new Map(rows.map((r) => [r.id, r.pid] as const));
  const pathOf = (id: number): string => {
    const pid = pidOf.get(id) ?? 0;
    return `${pid === 0 ? ',' : pathOf(pid)}${id},`;
  };
  const ids = new Map(
    planCategories().categories.map(
      (c) => [c.key, idOf(categoryIds, c.categoryName, 'category')] as const,
    ),
  );
  const brands = await db
    .select({ id: goodsBrand.brandId, name: goodsBrand.brandName })
    .from(goodsBrand);
  const labels = await db
    .select({ id: goodsLabel.labelId, name: goodsLabel.labelName })
    .from(goodsLabel);
  return {
    shops: new Map(planShops().map((s, i) => [i, idOf(shops, s.shopName, 'shop')] as const)),
    categories: { ids, paths: new Map([...ids].map(([key, id]) => [key, pathOf(id)] as const)) },
    brands: mapOf(brands),
    labels: mapOf(labels),
  };
}

/** The ordinal of the next generated goods: one past the highest ERP code generated so far. */
async function nextOrdinal(db: DbExecutor): Promise<number> {
  const [row] = await db
    .select({ last: sql<string | null>`max(${goods.goodsErpSpid})` })
    .from(goods)
    .where(gte(goods.goodsErpSpid, scaleErpCode(0)));
  return row?.last ? Number(row.last.slice(2)) - SCALE_ERP_FIRST + 1 : 0;
}

async function skuCount(db: DbExecutor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(goodsSku);
  return row?.n ?? 0;
}

/** Keeps the first `n` SKUs of a goods, its stock and sales summed again. */
function trimSkus(g: GoodsPlan, n: number): void {
  g.skus = g.skus.slice(0, n);
  g.stock = g.skus.reduce((sum, s) => sum + s.stock, 0);
  g.saleNum = g.skus.reduce((sum, s) => sum + s.saleNum, 0);
}

export type ScaleResult = { before: number; after: number; goodsAdded: number };

/**
 * Grows the demo catalogue until it holds `targetSkus` SKUs (issue #13): generated goods
 * (scale-goods.ts) are inserted `BATCH_GOODS` at a time, one transaction per batch. Idempotent:
 * a catalogue that already holds `targetSkus` or more gets nothing; an interrupted run resumes
 * with the next goods number. `progress` hears the SKU count after each batch.
 */
export async function growCatalogue(
  db: Db,
  targetSkus: number,
  progress: (skus: number) => void = () => undefined,
): Promise<ScaleResult> {
  const before = await skuCount(db);
  let skus = before;
  let goodsAdded = 0;
  if (skus >= targetSkus) return { before, after: skus, goodsAdded };
  const refs = await demoRefs(db);
  const vocabulary = scaleVocabulary();
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  let ordinal = await nextOrdinal(db);
  while (skus < targetSkus) {
    const batch: GoodsPlan[] = [];
    let batchSkus = 0;
    while (batch.length < BATCH_GOODS && skus + batchSkus < targetSkus) {
      const g = planScaleGoods(vocabulary, ordinal, today);
      ordinal += 1;
      trimSkus(g, Math.min(g.skus.length, targetSkus - skus - batchSkus));
      batch.push(g);
      batchSkus += g.skus.length;
    }
    await db.transaction((tx) => insertGoods(tx, batch, refs));
    skus += batchSkus;
    goodsAdded += batch.length;
    progress(skus);
  }
  // Fresh statistics for the planner: PGlite has no autovacuum to gather them.
  await db.execute(sql`ANALYZE goods`);
  await db.execute(sql`ANALYZE goods_sku`);
  return { before, after: skus, goodsAdded };
}
