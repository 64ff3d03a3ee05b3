import type { GoodsCardPage, GoodsListOrder, GoodsSuggestion } from '@shop/contracts/catalogue';
import { yuanToFen } from '@shop/contracts/money';
import type { DbExecutor } from '../../db/client';
import { toGoodsCards } from './goods-card.service';
import { findGoodsCards, findSuggestions } from './goods-list.repository';
import { highlightName } from './goods-search';
import type { Viewer } from './viewer';

export type GoodsListQuery = {
  page: number;
  page_size: number;
  keyword?: string;
  category_id?: number;
  level?: number;
  brand_id?: number;
  manufacturer?: string;
  min_price?: string;
  max_price?: string;
  in_stock?: number;
  order: GoodsListOrder;
  sort: 'asc' | 'desc';
};

/**
 * `/api/goodssku/page`: one card per goods on sale. Prices exist only for members, so a visitor's
 * price bounds are ignored and a visitor's price sort falls back to the default order (sorting by
 * a hidden value would still reveal it).
 */
export async function listGoodsCards(
  db: DbExecutor,
  query: GoodsListQuery,
  viewer: Viewer,
): Promise<GoodsCardPage> {
  const isMember = viewer !== null;
  const keyword = query.keyword?.trim();
  const order = !isMember && query.order === 'price' ? 'default' : query.order;
  const { count, rows } = await findGoodsCards(
    db,
    {
      keyword: keyword || undefined,
      categoryId: query.category_id,
      level: query.level,
      brandId: query.brand_id,
      manufacturer: query.manufacturer?.trim() || undefined,
      minPriceFen: isMember && query.min_price ? yuanToFen(query.min_price) : undefined,
      maxPriceFen: isMember && query.max_price ? yuanToFen(query.max_price) : undefined,
      inStock: query.in_stock === 1,
    },
    { order, direction: query.sort },
    { offset: (query.page - 1) * query.page_size, limit: query.page_size },
  );
  return {
    page_count: Math.ceil(count / query.page_size),
    count,
    list: await toGoodsCards(db, viewer, rows),
  };
}

/** `/api/goodssku/searchGoodsByKeyWord`: ranked goods names with the matched parts marked. */
export async function suggestGoods(
  db: DbExecutor,
  keyword: string,
  limit: number,
): Promise<GoodsSuggestion[]> {
  const rows = await findSuggestions(db, keyword, limit);
  return rows.map((row) => ({
    sku_id: row.skuId,
    goods_name: row.goodsName,
    highlight: highlightName(row.goodsName, keyword),
  }));
}
