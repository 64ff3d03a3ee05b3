import {
  type GoodsCardPage,
  type GoodsFacets,
  type GoodsListOrder,
  type GoodsSuggestion,
  GOODS_FACETS_MAX,
} from '@shop/contracts/catalogue';
import { yuanToFen } from '@shop/contracts/money';
import type { PromotionKind } from '@shop/contracts/promotion';
import type { DbExecutor } from '../../db/client';
import { goodsWithHiddenPrice } from '../pricing';
import { toGoodsCards } from './goods-card.service';
import type { GoodsIndex, GoodsListFilter, GoodsListSort } from './goods-index';
import { countFacets } from './goods-facets';
import { goodsIndexOf, memoized } from './goods-index.store';
import { highlightName } from './goods-search';
import type { Viewer } from '../auth';
import { pageCount, pageWindow } from '../../lib/paging';

/** The filters of `/api/goodssku/page` and `/api/goodssku/facets`, as validated. */
export type GoodsListFilterBody = {
  keyword?: string;
  category_id?: number;
  level?: number;
  brand_id?: number;
  site_id?: number;
  manufacturer?: string;
  min_price?: string;
  max_price?: string;
  in_stock?: number;
  promotion_kind?: PromotionKind;
};

export type GoodsListQuery = GoodsListFilterBody & {
  page: number;
  page_size: number;
  order: GoodsListOrder;
  sort: 'asc' | 'desc';
};

/**
 * The filter a viewer may use. Prices and promotion labels exist only for members, so a visitor's
 * price bounds and promotion kind are ignored (filtering by a hidden value would reveal it).
 */
function filterOf(body: GoodsListFilterBody, viewer: Viewer): GoodsListFilter {
  const isMember = viewer !== null;
  return {
    keyword: body.keyword?.trim() || undefined,
    categoryId: body.category_id,
    level: body.category_id ? body.level : undefined,
    brandId: body.brand_id,
    siteId: body.site_id,
    manufacturer: body.manufacturer?.trim() || undefined,
    minPriceFen: isMember && body.min_price ? yuanToFen(body.min_price) : undefined,
    maxPriceFen: isMember && body.max_price ? yuanToFen(body.max_price) : undefined,
    inStock: body.in_stock === 1 || undefined,
    promotionKind: isMember ? body.promotion_kind : undefined,
  };
}

/**
 * The ranked positions of the goods matching: the same for every viewer with these filters, so
 * remembered per index, except promotion filters, which depend on the clock.
 */
function matchesOf(
  db: DbExecutor,
  index: GoodsIndex,
  filter: GoodsListFilter,
  sort: GoodsListSort,
) {
  if (filter.promotionKind) return index.search(filter, sort);
  return memoized(db, index, `search:${JSON.stringify([filter, sort])}`, () =>
    index.search(filter, sort),
  );
}

/**
 * A member's price sort: goods whose price sale control hides from the member show none (spec
 * §6), so they come after the priced ones, by sales, not by the hidden price. One pass over the
 * matches; the priced ones keep the index's precomputed order.
 */
async function hiddenPricesLast(
  db: DbExecutor,
  index: GoodsIndex,
  matches: Int32Array,
  viewer: NonNullable<Viewer>,
): Promise<Int32Array> {
  const hidden = await goodsWithHiddenPrice(db, viewer);
  if (hidden !== 'all' && hidden.size === 0) return matches;
  const row = (p: number) => index.rowAt(p);
  const priced: number[] = [];
  const unpriced: number[] = [];
  for (const p of matches)
    (hidden === 'all' || hidden.has(row(p).goodsId) ? unpriced : priced).push(p);
  if (unpriced.length === 0) return matches;
  unpriced.sort((a, b) => row(b).saleNum - row(a).saleNum || row(a).goodsId - row(b).goodsId);
  return Int32Array.from([...priced, ...unpriced]);
}

/**
 * `/api/goodssku/page`: one card per goods on sale, from the goods index (goods-index.ts); the
 * cards are then shown as the viewer may see them. A member's price sort follows the price the
 * card shows (goods-index.ts); a visitor's falls back to the default order (sorting by a hidden
 * value would still reveal it).
 */
export async function listGoodsCards(
  db: DbExecutor,
  query: GoodsListQuery,
  viewer: Viewer,
): Promise<GoodsCardPage> {
  const order = viewer === null && query.order === 'price' ? 'default' : query.order;
  const index = await goodsIndexOf(db);
  const found = matchesOf(db, index, filterOf(query, viewer), { order, direction: query.sort });
  const matches =
    viewer !== null && order === 'price' ? await hiddenPricesLast(db, index, found, viewer) : found;
  const { offset, limit } = pageWindow(query);
  const rows = Array.from(matches.subarray(offset, offset + limit), (p) => index.rowAt(p));
  return {
    page_count: pageCount(matches.length, query),
    count: matches.length,
    list: await toGoodsCards(db, viewer, rows),
  };
}

/**
 * `/api/goodssku/searchGoodsByKeyWord`: ranked goods names with the matched parts marked, and the
 * maker, which tells apart the goods of one name (the demo sells one granule of several makers).
 */
export async function suggestGoods(
  db: DbExecutor,
  keyword: string,
  limit: number,
): Promise<GoodsSuggestion[]> {
  const index = await goodsIndexOf(db);
  const matches = matchesOf(
    db,
    index,
    { keyword: keyword.trim() },
    {
      order: 'default',
      direction: 'desc',
    },
  );
  return Array.from(matches.subarray(0, limit), (p) => {
    const row = index.rowAt(p);
    return {
      sku_id: row.skuId,
      goods_name: row.goodsName,
      manufacturer: index.manufacturerAt(p),
      highlight: highlightName(row.goodsName, keyword),
    };
  });
}

/**
 * `/api/goodssku/facets`: brands, manufacturers and categories of the goods the filters find,
 * the largest counts first (at most GOODS_FACETS_MAX each).
 */
export async function goodsFacets(
  db: DbExecutor,
  body: GoodsListFilterBody,
  viewer: Viewer,
): Promise<GoodsFacets> {
  const index = await goodsIndexOf(db);
  const filter = filterOf(body, viewer);
  if (filter.promotionKind) return countFacets(index, filter, GOODS_FACETS_MAX);
  return memoized(db, index, `facets:${JSON.stringify(filter)}`, () =>
    countFacets(index, filter, GOODS_FACETS_MAX),
  );
}
