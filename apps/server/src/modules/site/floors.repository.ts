import { and, asc, desc, eq, inArray, like, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsCategory } from '../catalogue/catalogue.tables';
import { pcFloor } from './site.tables';
import { goodsOnSale } from '../catalogue';

/** The shown floors in display order. */
export function findShownFloors(db: DbExecutor) {
  return db
    .select({
      floorId: pcFloor.floorId,
      title: pcFloor.title,
      titleEn: pcFloor.titleEn,
      blockType: pcFloor.blockType,
      value: pcFloor.value,
    })
    .from(pcFloor)
    .where(eq(pcFloor.state, 1))
    .orderBy(asc(pcFloor.sort), asc(pcFloor.floorId));
}

const categoryColumns = {
  categoryId: goodsCategory.categoryId,
  pid: goodsCategory.pid,
  categoryName: goodsCategory.categoryName,
  level: goodsCategory.level,
};

/** Shown categories among `ids`, and the shown children of any of them, in display order. */
export function findCategoriesWithChildren(db: DbExecutor, ids: number[]) {
  const wanted = ids.length ? ids : [0];
  return db
    .select(categoryColumns)
    .from(goodsCategory)
    .where(
      and(
        eq(goodsCategory.isShow, true),
        or(inArray(goodsCategory.categoryId, wanted), inArray(goodsCategory.pid, wanted)),
      ),
    )
    .orderBy(asc(goodsCategory.sort), asc(goodsCategory.categoryId));
}

/** The best-selling goods on sale under a category (any depth), most sold first. */
export async function findBestSellerIds(
  db: DbExecutor,
  categoryId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ goodsId: goods.goodsId })
    .from(goods)
    .where(and(goodsOnSale, like(goods.categoryPath, `%,${categoryId},%`)))
    .orderBy(desc(goods.saleNum), asc(goods.goodsId))
    .limit(limit);
  return rows.map((r) => r.goodsId);
}
