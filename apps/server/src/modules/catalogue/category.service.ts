import type {
  CategoryLeaf,
  CategoryLevel1,
  CategoryLevel2,
  CategoryTree,
} from '@shop/contracts/catalogue';
import type { DbExecutor } from '../../db/client';
import { cachedRead } from '../../lib/read-cache';
import { findShownCategories, type CategoryRow } from './category.repository';
import { findCategoryNames } from './goods-list.repository';

const toLeaf = (row: CategoryRow): CategoryLeaf => ({
  category_id: row.categoryId,
  pid: row.pid,
  level: row.level,
  category_name: row.categoryName,
  short_name: row.shortName,
  image: row.image,
  child_list: [],
});

/**
 * Nests ordered rows into the three-level tree. A row whose parent is missing (hidden, or not a
 * level above it) is left out, so hiding a category hides its whole branch.
 */
export function buildCategoryTree(rows: CategoryRow[]): CategoryTree {
  const byParent = new Map<number, CategoryRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.pid) ?? [];
    siblings.push(row);
    byParent.set(row.pid, siblings);
  }
  const childrenOf = (row: CategoryRow) =>
    (byParent.get(row.categoryId) ?? []).filter((c) => c.level === row.level + 1);
  return rows
    .filter((row) => row.level === 1 && row.pid === 0)
    .map((first): CategoryLevel1 => ({
      ...toLeaf(first),
      child_list: childrenOf(first).map((second): CategoryLevel2 => ({
        ...toLeaf(second),
        child_list: childrenOf(second).map(toLeaf),
      })),
    }));
}

/** The shown category tree down to `level` (1 to 3). */
export async function getCategoryTree(db: DbExecutor, level: number): Promise<CategoryTree> {
  return cachedRead(db, `category-tree:${level}`, async () =>
    buildCategoryTree(await findShownCategories(db, level)),
  );
}

/**
 * Every category's name and level by id, hidden ones too (a goods page's crumbs): cached with the
 * tree, so a category change drops both at once (ADR 0022).
 */
export function getCategoryNames(
  db: DbExecutor,
): Promise<Map<number, { categoryName: string; level: number }>> {
  return cachedRead(db, 'category-tree:names', async () => {
    const rows = await findCategoryNames(db);
    return new Map(rows.map((r) => [r.categoryId, r]));
  });
}
