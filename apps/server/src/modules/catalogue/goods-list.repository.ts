import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsBrand, goodsCategory, goodsLabel, goodsSku, shop } from './catalogue.tables';
import { defaultSku, goodsCardColumns, goodsOnSale } from './goods-card.repository';

/**
 * Every goods on sale with its default SKU: the card columns plus what the list searches, filters
 * and sorts on. One scan; the goods search index is built from it. With `goodsIds`, only those
 * (the ones a change event names: the index is patched with them, ADR 0022).
 */
export function findIndexRows(db: DbExecutor, goodsIds?: readonly number[]) {
  return db
    .select({
      ...goodsCardColumns,
      genericName: goods.genericName,
      manufacturer: goods.manufacturer,
      barCode: goods.barCode,
      goodsErpSpid: goods.goodsErpSpid,
      pinyin: goods.pinyin,
      pinyinInitials: goods.pinyinInitials,
      categoryId: goods.categoryId,
      categoryPath: goods.categoryPath,
      brandId: goods.brandId,
      brandName: goodsBrand.brandName,
      createdAt: goods.createdAt,
    })
    .from(goods)
    .innerJoin(goodsSku, defaultSku)
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .leftJoin(goodsLabel, eq(goodsLabel.labelId, goods.labelId))
    .leftJoin(goodsBrand, eq(goodsBrand.brandId, goods.brandId))
    .where(goodsIds ? and(goodsOnSale, inArray(goods.goodsId, [...goodsIds])) : goodsOnSale);
}

export type IndexRow = Awaited<ReturnType<typeof findIndexRows>>[number];

/** Category names for the category facet (the tree is small). */
export function findCategoryNames(db: DbExecutor) {
  return db
    .select({
      categoryId: goodsCategory.categoryId,
      categoryName: goodsCategory.categoryName,
      level: goodsCategory.level,
    })
    .from(goodsCategory);
}

/**
 * A fingerprint of the rows the goods index is built from: per table the row count and the sum
 * of the row versions' transaction ids (`xmin`), which any insert, update or delete changes. One
 * cheap scan instead of a rebuild when nothing changed; works the same on PGlite and PostgreSQL.
 * Shops, brands, labels and categories change rarely and are picked up by the periodic rebuild.
 * `followsEvents`: the goods table is left out (ADR 0022, amendment): every write to it sends a
 * change event or also writes its SKUs (orders), and it is the widest table to scan.
 */
export async function findIndexVersion(db: DbExecutor, followsEvents = false): Promise<string> {
  const version = (table: string) =>
    sql.raw(`(SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM ${table})`);
  const answer: unknown = await db.execute(
    sql`SELECT ${followsEvents ? sql.raw("'events'") : version('goods')} || '|' || ${version('goods_sku')} || '|' || ${version('promotion')} || '|' || ${version('promotion_goods')} AS v`,
  );
  // Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`.
  const row = (answer as { rows: { v: string }[] }).rows[0];
  return row?.v ?? '';
}
