import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsCategory, shop } from './catalogue.tables';

/*
 * The console's category reads and writes (issue 25). A category's path is the ids from the root,
 * `,3,17,102,`, as goods keep it in `category_path`.
 */

const categoryColumns = {
  categoryId: goodsCategory.categoryId,
  pid: goodsCategory.pid,
  level: goodsCategory.level,
  categoryName: goodsCategory.categoryName,
  shortName: goodsCategory.shortName,
  image: goodsCategory.image,
  isShow: goodsCategory.isShow,
  sort: goodsCategory.sort,
};

/** Every category, shown or hidden, in display order (level, sort, id). */
export function findAllCategories(db: DbExecutor) {
  return db
    .select(categoryColumns)
    .from(goodsCategory)
    .orderBy(asc(goodsCategory.level), asc(goodsCategory.sort), asc(goodsCategory.categoryId));
}
export type ConsoleCategoryRow = Awaited<ReturnType<typeof findAllCategories>>[number];

/** How many goods (in the bin too) are filed directly under each category that has any. */
export async function countGoodsByCategory(db: DbExecutor): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: goods.categoryId, n: count() })
    .from(goods)
    .groupBy(goods.categoryId);
  return new Map(rows.map((r) => [r.categoryId, r.n]));
}

/** One category, locked for the caller's transaction when `lock`. */
export async function findCategory(db: DbExecutor, categoryId: number, lock = false) {
  const query = db
    .select(categoryColumns)
    .from(goodsCategory)
    .where(eq(goodsCategory.categoryId, categoryId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The path of a category from the root, `,1,12,`; '' when it or an ancestor is missing. */
export async function categoryPath(db: DbExecutor, categoryId: number): Promise<string> {
  const ids: number[] = [];
  for (let id = categoryId; id !== 0 && ids.length < 4;) {
    const row = await findCategory(db, id);
    if (!row) return '';
    ids.unshift(row.categoryId);
    id = row.pid;
  }
  return `,${ids.join(',')},`;
}

/** The children of a category (0: the first level), in display order. */
export function findChildren(db: DbExecutor, pid: number) {
  return db
    .select(categoryColumns)
    .from(goodsCategory)
    .where(eq(goodsCategory.pid, pid))
    .orderBy(asc(goodsCategory.sort), asc(goodsCategory.categoryId));
}

/** Goods (in the bin too) filed under the category or anything below it. */
export async function countGoodsUnder(db: DbExecutor, path: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(goods)
    .where(sql`${goods.categoryPath} like ${`${path}%`}`);
  return row?.n ?? 0;
}

/** Goods filed directly on the category itself. */
export async function countGoodsOn(db: DbExecutor, categoryId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(goods).where(eq(goods.categoryId, categoryId));
  return row?.n ?? 0;
}

/** A leaf category (no children) with its path, for filing goods; undefined otherwise. */
export async function leafCategoryPath(db: DbExecutor, categoryId: number) {
  const [child] = await db
    .select({ id: goodsCategory.categoryId })
    .from(goodsCategory)
    .where(eq(goodsCategory.pid, categoryId))
    .limit(1);
  if (child) return undefined;
  const path = await categoryPath(db, categoryId);
  return path ? { categoryId, path } : undefined;
}

export async function insertCategory(
  db: DbExecutor,
  values: typeof goodsCategory.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(goodsCategory)
    .values(values)
    .returning({ id: goodsCategory.categoryId });
  if (!row) throw new Error('category insert returned nothing');
  return row.id;
}

export async function updateCategory(
  db: DbExecutor,
  categoryId: number,
  patch: Partial<typeof goodsCategory.$inferInsert>,
): Promise<void> {
  await db.update(goodsCategory).set(patch).where(eq(goodsCategory.categoryId, categoryId));
}

/** Shifts the level of the categories `ids` (a moved category's descendants) by `delta`. */
export async function shiftDescendantLevels(
  db: DbExecutor,
  ids: number[],
  delta: number,
): Promise<void> {
  if (!ids.length || delta === 0) return;
  await db
    .update(goodsCategory)
    .set({ level: sql`${goodsCategory.level} + ${delta}` })
    .where(inArray(goodsCategory.categoryId, ids));
}

/** Numbers siblings 0, 1, 2 … in the given order. */
export async function renumberSiblings(db: DbExecutor, orderedIds: number[]): Promise<void> {
  for (const [index, id] of orderedIds.entries())
    await db.update(goodsCategory).set({ sort: index }).where(eq(goodsCategory.categoryId, id));
}

/**
 * Rewrites the `category_path` of every goods below a moved category: the old prefix becomes
 * the new one (the prefix index on `category_path` finds them). Answers the goods moved.
 */
export async function rewriteGoodsPaths(
  db: DbExecutor,
  oldPrefix: string,
  newPrefix: string,
): Promise<number[]> {
  const rows = await db
    .update(goods)
    .set({
      categoryPath: sql`${newPrefix} || substr(${goods.categoryPath}, ${oldPrefix.length + 1})`,
      updatedAt: new Date(),
    })
    .where(sql`${goods.categoryPath} like ${`${oldPrefix}%`}`)
    .returning({ id: goods.goodsId });
  return rows.map((r) => r.id);
}

export async function deleteCategory(db: DbExecutor, categoryId: number): Promise<void> {
  await db.delete(goodsCategory).where(eq(goodsCategory.categoryId, categoryId));
}

/** The next sort number after the category's last child. */
export async function nextChildSort(db: DbExecutor, pid: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${goodsCategory.sort})` })
    .from(goodsCategory)
    .where(eq(goodsCategory.pid, pid));
  return (row?.max ?? -1) + 1;
}

/** Whether shop `siteId` is the platform's own shop (自营). */
export async function isOwnShop(db: DbExecutor, siteId: number): Promise<boolean> {
  const [row] = await db.select({ isOwn: shop.isOwn }).from(shop).where(eq(shop.siteId, siteId));
  return row?.isOwn === true;
}
