import type { GoodsListOrder } from '@shop/contracts/catalogue';
import { and, asc, count, desc, eq, gt, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsLabel, goodsSku, shop } from '../../db/schema';
import { defaultSku, goodsCardColumns } from './goods-card.repository';
import { escapeLike, keywordMatch, likeLower } from './goods-search';

/** Filters of a goods list, already checked; prices in fen and only set for members. */
export type GoodsListFilter = {
  keyword?: string;
  categoryId?: number;
  level?: number;
  brandId?: number;
  manufacturer?: string;
  minPriceFen?: number;
  maxPriceFen?: number;
  inStock?: boolean;
};

export type GoodsListSort = { order: GoodsListOrder; direction: 'asc' | 'desc' };

/** Sortable columns: an allow-list, never a client-chosen column name. */
const SORT_COLUMNS = {
  sale_num: goods.saleNum,
  price: goodsSku.priceFen,
  create_time: goods.createdAt,
} as const;

function categoryCondition(categoryId: number, level: number | undefined): SQL {
  // category_path is the ids from the root, e.g. ",1,5,23,".
  if (level === 3) return eq(goods.categoryId, categoryId);
  if (level === 1) return like(goods.categoryPath, `,${categoryId},%`);
  return like(goods.categoryPath, `%,${categoryId},%`);
}

function whereOf(filter: GoodsListFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(goods.goodsState, 1), eq(goods.isDelete, false)];
  if (filter.keyword) conditions.push(keywordMatch(filter.keyword).where);
  if (filter.categoryId) conditions.push(categoryCondition(filter.categoryId, filter.level));
  if (filter.brandId) conditions.push(eq(goods.brandId, filter.brandId));
  if (filter.manufacturer)
    conditions.push(
      likeLower(goods.manufacturer, `%${escapeLike(filter.manufacturer.toLowerCase())}%`),
    );
  if (filter.minPriceFen !== undefined) conditions.push(gte(goodsSku.priceFen, filter.minPriceFen));
  if (filter.maxPriceFen !== undefined) conditions.push(lte(goodsSku.priceFen, filter.maxPriceFen));
  if (filter.inStock) conditions.push(gt(goodsSku.stock, 0));
  return and(...conditions)!;
}

function orderOf(filter: GoodsListFilter, sort: GoodsListSort): SQL[] {
  if (sort.order === 'default') {
    const byRank = filter.keyword ? [asc(keywordMatch(filter.keyword).rank)] : [];
    return [...byRank, desc(goods.saleNum), asc(goods.goodsId)];
  }
  const column = SORT_COLUMNS[sort.order];
  return [sort.direction === 'asc' ? asc(column) : desc(column), asc(goods.goodsId)];
}

/** One page of goods cards (goods + default SKU + shop + label) and the total matching. */
export async function findGoodsCards(
  db: DbExecutor,
  filter: GoodsListFilter,
  sort: GoodsListSort,
  page: { offset: number; limit: number },
) {
  const where = whereOf(filter);
  const rows = await db
    .select({
      // The total comes with the page in one scan; only a page past the end needs a count.
      total: sql<number>`count(*) over ()`.mapWith(Number),
      ...goodsCardColumns,
    })
    .from(goods)
    .innerJoin(goodsSku, defaultSku)
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .leftJoin(goodsLabel, eq(goodsLabel.labelId, goods.labelId))
    .where(where)
    .orderBy(...orderOf(filter, sort))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length > 0) return { count: rows[0]!.total, rows };
  const [total] = await db
    .select({ n: count() })
    .from(goods)
    .innerJoin(goodsSku, defaultSku)
    .where(where);
  return { count: total?.n ?? 0, rows };
}

/** The best-ranked goods for a keyword: default SKU id and goods name only. */
export function findSuggestions(db: DbExecutor, keyword: string, limit: number) {
  const match = keywordMatch(keyword);
  return db
    .select({ skuId: goodsSku.skuId, goodsName: goods.goodsName })
    .from(goods)
    .innerJoin(goodsSku, defaultSku)
    .where(and(eq(goods.goodsState, 1), eq(goods.isDelete, false), match.where))
    .orderBy(asc(match.rank), desc(goods.saleNum), asc(goods.goodsId))
    .limit(limit);
}
