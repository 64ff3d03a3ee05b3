import { and, asc, eq, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goodsCategory } from './catalogue.tables';

/** Shown categories down to `maxLevel`, in display order (sort, then id). */
export function findShownCategories(db: DbExecutor, maxLevel: number) {
  return db
    .select({
      categoryId: goodsCategory.categoryId,
      pid: goodsCategory.pid,
      level: goodsCategory.level,
      categoryName: goodsCategory.categoryName,
      shortName: goodsCategory.shortName,
      image: goodsCategory.image,
    })
    .from(goodsCategory)
    .where(and(eq(goodsCategory.isShow, true), lte(goodsCategory.level, maxLevel)))
    .orderBy(asc(goodsCategory.sort), asc(goodsCategory.categoryId));
}

export type CategoryRow = Awaited<ReturnType<typeof findShownCategories>>[number];
