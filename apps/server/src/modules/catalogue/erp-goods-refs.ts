import type { DbExecutor, DbTransaction } from '../../db/client';
import { brandInitialOf } from './brand-console.service';
import { goodsBrand, goodsCategory } from './catalogue.tables';
import { findAllCategories, findBrands } from './goods-editor-refs.repository';

/*
 * Categories and brands an ERP names (issue 26): by name, or by id written as digits. Both
 * tables are small and the whole mall's, so a batch reads each once. A name not found is refused
 * unless the call creates what is missing: a category at the top of the tree (a leaf, where the
 * shop can move it later), a brand.
 */

export type CategoryRef = { categoryId: number; path: string } | 'not_leaf' | undefined;

const norm = (name: string) => name.trim().toLowerCase();

/** The mall's categories: each by name and id, with its path from the root; only leaves hold goods. */
export async function loadCategoryRefs(db: DbExecutor) {
  const all = await findAllCategories(db);
  const byId = new Map(all.map((c) => [c.categoryId, c]));
  const parents = new Set(all.map((c) => c.pid));
  const pathOf = (id: number) => {
    const ids: number[] = [];
    for (let c = byId.get(id); c && ids.length < 5; c = byId.get(c.pid)) ids.unshift(c.categoryId);
    return `,${ids.join(',')},`;
  };
  const byName = new Map<string, number[]>();
  for (const c of all)
    byName.set(norm(c.categoryName), [...(byName.get(norm(c.categoryName)) ?? []), c.categoryId]);
  return (ref: string): CategoryRef => {
    const ids =
      /^\d+$/.test(ref) && byId.has(Number(ref)) ? [Number(ref)] : (byName.get(norm(ref)) ?? []);
    if (ids.length === 0) return undefined;
    // A name held by a leaf and a branch (e.g. 其他) means the leaf.
    const leaf = ids.find((id) => !parents.has(id));
    return leaf === undefined ? 'not_leaf' : { categoryId: leaf, path: pathOf(leaf) };
  };
}

/** The mall's brands by name and id. */
export async function loadBrandRefs(db: DbExecutor) {
  const all = await findBrands(db);
  const ids = new Set(all.map((b) => b.brandId));
  const byName = new Map(all.map((b) => [norm(b.brandName), b.brandId]));
  return (ref: string): number | undefined =>
    /^\d+$/.test(ref) && ids.has(Number(ref)) ? Number(ref) : byName.get(norm(ref));
}

/** Creates the missing categories (top level) in one statement; answers their ids by name. */
export async function createCategories(tx: DbTransaction, names: string[]) {
  if (names.length === 0) return new Map<string, number>();
  const rows = await tx
    .insert(goodsCategory)
    .values(names.map((categoryName) => ({ pid: 0, level: 1, categoryName })))
    .returning({ id: goodsCategory.categoryId, name: goodsCategory.categoryName });
  return new Map(rows.map((r) => [norm(r.name), r.id]));
}

/** Creates the missing brands in one statement; answers their ids by name. */
export async function createBrands(tx: DbTransaction, names: string[]) {
  if (names.length === 0) return new Map<string, number>();
  const rows = await tx
    .insert(goodsBrand)
    .values(
      names.map((brandName) => ({
        brandName,
        brandInitial: brandInitialOf(brandName, ''),
      })),
    )
    .returning({ id: goodsBrand.brandId, name: goodsBrand.brandName });
  return new Map(rows.map((r) => [norm(r.name), r.id]));
}

export { norm as refName };
