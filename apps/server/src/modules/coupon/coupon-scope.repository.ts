import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsCategory } from '../catalogue/catalogue.tables';

/** The category tree is three levels deep (spec §7 tree level 3); a margin guards bad data. */
const MAX_CATEGORY_DEPTH = 6;

/**
 * The given categories and every category below them: a category coupon covers goods of a listed
 * category and of its sub-categories, while goods carry only their leaf category.
 */
export async function withSubcategories(db: DbExecutor, categoryIds: number[]): Promise<number[]> {
  const all = new Set(categoryIds);
  let frontier = [...all];
  for (let depth = 0; frontier.length > 0 && depth < MAX_CATEGORY_DEPTH; depth += 1) {
    const children = await db
      .select({ id: goodsCategory.categoryId })
      .from(goodsCategory)
      .where(inArray(goodsCategory.pid, frontier));
    frontier = children.map((c) => c.id).filter((id) => !all.has(id));
    for (const id of frontier) all.add(id);
  }
  return [...all];
}

/** Names of goods by id. */
export async function goodsNamesOf(db: DbExecutor, goodsIds: number[]) {
  if (goodsIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: goods.goodsId, name: goods.goodsName })
    .from(goods)
    .where(inArray(goods.goodsId, goodsIds));
  return new Map(rows.map((r) => [r.id, r.name] as const));
}

/** Names of categories by id. */
export async function categoryNamesOf(db: DbExecutor, categoryIds: number[]) {
  if (categoryIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: goodsCategory.categoryId, name: goodsCategory.categoryName })
    .from(goodsCategory)
    .where(inArray(goodsCategory.categoryId, categoryIds));
  return new Map(rows.map((r) => [r.id, r.name] as const));
}
