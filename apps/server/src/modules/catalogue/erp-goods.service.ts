import type { ErpAcceptedRow, ErpGoodsRow, ErpRowResult } from '@shop/contracts/erp';
import type { DbExecutor, DbTransaction } from '../../db/client';
import type { Lang } from '../../lib/i18n/translate';
import { getQualificationConfig } from '../member';
import { catalogueChanged, type CatalogueChange } from './catalogue-changed';
import {
  createBrands,
  createCategories,
  loadBrandRefs,
  loadCategoryRefs,
  refName,
} from './erp-goods-refs';
import { findGoodsByCodes, insertErpGoods, updateErpGoods } from './erp-goods.repository';
import { erpGoodsFacts, factsChanged, factsRefusal, type ErpGoodsFacts } from './erp-goods-values';
import { inSyncTransaction, onePerCode, refusedRow, type ErpSyncOptions } from '../../lib/erp-rows';

/** A goods row to write once the categories and brands it names exist. */
type Pending = {
  code: string;
  facts: ErpGoodsFacts;
  goodsId: number | undefined;
  newCategory?: string;
  newBrand?: string;
};

/** What judging a row needs: the batch's references, read once. */
type Context = {
  categoryOf: Awaited<ReturnType<typeof loadCategoryRefs>>;
  brandOf: Awaited<ReturnType<typeof loadBrandRefs>>;
  scopes: ReadonlySet<string>;
  stored: Map<string, Awaited<ReturnType<typeof findGoodsByCodes>>[number]>;
  lang: Lang;
  createMissing: boolean;
};

/**
 * Goods from the ERP into the catalogue (issue 26): each row by `goods_erp_spid` creates a goods
 * (with one SKU, off the shelf unless the row says otherwise, price and stock following from the
 * price and stock syncs) or updates the shop's goods of that code; a row equal to what is stored
 * is unchanged and writes nothing. Category and brand are named (or given by id); a missing one is
 * refused unless `createMissing`. The editor's rules apply (批准文号 of the kind, 中包装, scope).
 * One read per table, one transaction per batch, then one change event for the goods written.
 */
export async function syncErpGoods(
  db: DbExecutor,
  siteId: number,
  accepted: readonly ErpAcceptedRow<ErpGoodsRow>[],
  options: ErpSyncOptions & { createMissing?: boolean },
): Promise<ErpRowResult[]> {
  const { rows, refused } = onePerCode(accepted, options.lang);
  const codes = rows.map((r) => r.key);
  const ctx: Context = {
    categoryOf: await loadCategoryRefs(db),
    brandOf: await loadBrandRefs(db),
    scopes: new Set((await getQualificationConfig(db)).scopes.map((s) => s.key)),
    stored: new Map((await findGoodsByCodes(db, siteId, codes)).map((g) => [g.goodsErpSpid, g])),
    lang: options.lang,
    createMissing: options.createMissing ?? false,
  };
  const results: ErpRowResult[] = [...refused];
  const pending: Pending[] = [];
  for (const row of rows) {
    const judged = judgeRow(row, ctx);
    if ('status' in judged) {
      results.push(judged);
      continue;
    }
    const status = judged.goodsId ? 'updated' : 'created';
    results.push({ index: row.index, key: row.key, status });
    pending.push(judged);
  }
  if (pending.length === 0 || options.dryRun) return results;
  const written = await inSyncTransaction(db, (tx) => writePending(tx, siteId, pending));
  await catalogueChanged(db, written);
  return results;
}

/** A row refused or unchanged (its result), or the goods to write. */
function judgeRow(row: ErpAcceptedRow<ErpGoodsRow>, ctx: Context): ErpRowResult | Pending {
  const { category: categoryName, brand: brandName } = row.row;
  const category = ctx.categoryOf(categoryName);
  if (category === 'not_leaf' || (!category && !ctx.createMissing)) {
    const key = category ? 'erp_sync.category_not_leaf' : 'erp_sync.category_not_found';
    return refusedRow(row, 'category', ctx.lang, key, { name: categoryName });
  }
  const brand = brandRef(brandName, ctx.brandOf, ctx.createMissing);
  if (!brand)
    return refusedRow(row, 'brand', ctx.lang, 'erp_sync.brand_not_found', {
      name: brandName ?? '',
    });
  const before = ctx.stored.get(row.key);
  const refs = { category: category ?? { categoryId: 0, path: '' }, brandId: brand.brandId };
  const facts = erpGoodsFacts(row.row, refs, before);
  const problem = factsRefusal(facts, ctx.scopes, ctx.lang);
  if (problem) return refusedRow(row, problem.field, ctx.lang, problem.key, problem.params);
  const newCategory = category ? undefined : categoryName;
  if (before && !newCategory && !brand.newBrand && !factsChanged(facts, before))
    return { index: row.index, key: row.key, status: 'unchanged' };
  return { code: row.key, facts, goodsId: before?.goodsId, newCategory, newBrand: brand.newBrand };
}

/**
 * The brand a row names: undefined keeps the goods' brand, '' clears it; a name not found is to be
 * created (`newBrand`) when the call allows it, else null is answered (refused).
 */
function brandRef(
  name: string | undefined,
  brandOf: (ref: string) => number | undefined,
  createMissing: boolean,
): { brandId: number | null | undefined; newBrand?: string } | null {
  if (name === undefined) return { brandId: undefined };
  if (name === '') return { brandId: null };
  const brandId = brandOf(name);
  if (brandId !== undefined) return { brandId };
  return createMissing ? { brandId: null, newBrand: name } : null;
}

/** Creates the categories and brands the rows need, then inserts and updates the goods. */
async function writePending(
  tx: DbTransaction,
  siteId: number,
  pending: Pending[],
): Promise<CatalogueChange> {
  const unique = (names: (string | undefined)[]) => [
    ...new Map(names.filter((n): n is string => !!n).map((n) => [refName(n), n])).values(),
  ];
  const categories = await createCategories(tx, unique(pending.map((p) => p.newCategory)));
  const brands = await createBrands(tx, unique(pending.map((p) => p.newBrand)));
  for (const p of pending) {
    const categoryId = p.newCategory && categories.get(refName(p.newCategory));
    if (categoryId) Object.assign(p.facts, { categoryId, categoryPath: `,${categoryId},` });
    if (p.newBrand) p.facts.brandId = brands.get(refName(p.newBrand)) ?? null;
  }
  const fresh = pending.filter((p) => !p.goodsId);
  const created = await insertErpGoods(
    tx,
    siteId,
    fresh.map((p) => ({ ...p.facts, goodsErpSpid: p.code })),
  );
  const updated = pending.flatMap((p) => (p.goodsId ? [{ ...p.facts, goodsId: p.goodsId }] : []));
  await updateErpGoods(tx, updated);
  return {
    goodsIds: [...created.map((g) => g.goodsId), ...updated.map((g) => g.goodsId)],
    categories: categories.size > 0,
    brands: brands.size > 0,
  };
}
