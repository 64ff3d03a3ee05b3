import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsBrand, goodsCategory, goodsService, shop } from './catalogue.tables';

/*
 * The catalogue rows the goods editor chooses from and checks ids against (issue 25).
 */

/** Every category (shown or hidden: staff may file goods under a hidden one), in display order. */
export function findAllCategories(db: DbExecutor) {
  return db
    .select({
      categoryId: goodsCategory.categoryId,
      pid: goodsCategory.pid,
      level: goodsCategory.level,
      categoryName: goodsCategory.categoryName,
    })
    .from(goodsCategory)
    .orderBy(asc(goodsCategory.sort), asc(goodsCategory.categoryId));
}

/** A category with whether it has children (only a leaf holds goods) and its path ids. */
export async function findCategoryForGoods(db: DbExecutor, categoryId: number) {
  const [row] = await db
    .select({
      categoryId: goodsCategory.categoryId,
      pid: goodsCategory.pid,
      level: goodsCategory.level,
    })
    .from(goodsCategory)
    .where(eq(goodsCategory.categoryId, categoryId));
  if (!row) return undefined;
  const children = await db
    .select({ id: goodsCategory.categoryId })
    .from(goodsCategory)
    .where(eq(goodsCategory.pid, categoryId))
    .limit(1);
  return { ...row, hasChildren: children.length > 0 };
}

/** The parent ids of a category up to the root (a 3-level tree: at most two reads). */
export async function findCategoryParent(db: DbExecutor, categoryId: number) {
  const [row] = await db
    .select({ pid: goodsCategory.pid })
    .from(goodsCategory)
    .where(eq(goodsCategory.categoryId, categoryId));
  return row?.pid ?? 0;
}

export const findBrands = (db: DbExecutor) =>
  db
    .select({
      brandId: goodsBrand.brandId,
      brandName: goodsBrand.brandName,
      brandInitial: goodsBrand.brandInitial,
    })
    .from(goodsBrand)
    .orderBy(asc(goodsBrand.brandInitial), asc(goodsBrand.brandName));

export async function brandExists(db: DbExecutor, brandId: number): Promise<boolean> {
  const rows = await db
    .select({ id: goodsBrand.brandId })
    .from(goodsBrand)
    .where(eq(goodsBrand.brandId, brandId));
  return rows.length > 0;
}

export const findServices = (db: DbExecutor) =>
  db
    .select({ id: goodsService.id, serviceName: goodsService.serviceName })
    .from(goodsService)
    .orderBy(asc(goodsService.sort), asc(goodsService.id));

/** Shops, every one for a platform account (`shopId` null), else the account's own. */
export const findShopsFor = (db: DbExecutor, shopId: number | null) =>
  db
    .select({ siteId: shop.siteId, shopName: shop.shopName })
    .from(shop)
    .where(shopId === null ? undefined : eq(shop.siteId, shopId))
    .orderBy(asc(shop.sort), asc(shop.siteId));

/** Whether another goods of the shop (not deleted to the recycle bin or not) holds the ERP code. */
export async function erpCodeTaken(
  db: DbExecutor,
  siteId: number,
  code: string,
  exceptGoodsId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: goods.goodsId })
    .from(goods)
    .where(
      and(eq(goods.siteId, siteId), eq(goods.goodsErpSpid, code), ne(goods.goodsId, exceptGoodsId)),
    )
    .limit(1);
  return rows.length > 0;
}

/** Which of these service ids exist. */
export async function knownServiceIds(db: DbExecutor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: goodsService.id })
    .from(goodsService)
    .where(inArray(goodsService.id, ids));
  return new Set(rows.map((r) => r.id));
}
