import {
  GOODS_LIST_DEFAULT_PAGE_SIZE,
  type GoodsFacetsBody,
  type GoodsListOrder,
  type GoodsSkuPageBody,
} from '@shop/contracts/catalogue';
import { SEARCH_KEYWORD_MAX } from '@shop/contracts/constants';
import { PROMOTION_KINDS, type PromotionKind } from '@shop/contracts/promotion';

export const LIST_ORDERS = ['default', 'sale_num', 'price', 'create_time'] as const;
export const LIST_PAGE_SIZE = GOODS_LIST_DEFAULT_PAGE_SIZE;
/** The server refuses pages past this; a longer URL is cut to it. */
const MAX_PAGE = 100000;
const MANUFACTURER_MAX = 100;

/**
 * The state of /list. The URL query is the only source of it, so a list can be bookmarked,
 * shared and navigated back to.
 */
export type ListQuery = {
  keyword: string;
  search_type?: string;
  category_id?: number;
  level?: 1 | 2 | 3;
  brand_id?: number;
  site_id?: number;
  manufacturer: string;
  /** Yuan, members only. */
  min_price: string;
  max_price: string;
  in_stock: boolean;
  /** Members only: promotion labels are hidden from visitors (spec §6). */
  promotion_kind?: PromotionKind;
  order: GoodsListOrder;
  sort: 'asc' | 'desc';
  page: number;
};

export const EMPTY_LIST_QUERY: ListQuery = {
  keyword: '',
  manufacturer: '',
  min_price: '',
  max_price: '',
  in_stock: false,
  order: 'default',
  sort: 'desc',
  page: 1,
};

const ID = /^[1-9]\d{0,8}$/;
const YUAN = /^\d{1,9}(\.\d{1,2})?$/;

const idOf = (value: string | null) => (value && ID.test(value) ? Number(value) : undefined);

/** A price bound as the server takes it (yuan, up to 2 decimals), or '' when not one. */
export function normalizeYuan(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return YUAN.test(text) ? text : '';
}

const cut = (text: string | null, max: number) =>
  Array.from((text ?? '').trim())
    .slice(0, max)
    .join('')
    .trim();

/**
 * Reads /list's URL query. Unknown or malformed values fall back to their defaults, never to an
 * error. A visitor's price bounds, price sort and promotion filter are dropped: prices and
 * promotion labels are members-only (spec §6), and the server ignores them for visitors anyway.
 */
export function parseListQuery(params: URLSearchParams, isMember: boolean): ListQuery {
  const levelText = params.get('level');
  const level = levelText === '1' || levelText === '2' || levelText === '3' ? Number(levelText) : 0;
  const category_id = idOf(params.get('category_id'));
  const orderText = params.get('order') ?? '';
  let order: GoodsListOrder = (LIST_ORDERS as readonly string[]).includes(orderText)
    ? (orderText as GoodsListOrder)
    : 'default';
  if (order === 'price' && !isMember) order = 'default';
  const sort = params.get('sort') === 'asc' ? 'asc' : 'desc';
  const kind = params.get('promotion_kind') ?? '';
  let min_price = isMember ? normalizeYuan(params.get('min_price')) : '';
  let max_price = isMember ? normalizeYuan(params.get('max_price')) : '';
  if (min_price && max_price && Number(min_price) > Number(max_price))
    [min_price, max_price] = [max_price, min_price];
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Math.min(Math.max(Number(pageText), 1), MAX_PAGE) : 1;
  const searchType = cut(params.get('search_type'), 20);
  return {
    keyword: cut(params.get('keyword'), SEARCH_KEYWORD_MAX),
    ...(searchType ? { search_type: searchType } : {}),
    ...(category_id ? { category_id } : {}),
    ...(category_id && level ? { level: level as 1 | 2 | 3 } : {}),
    ...optionalId('brand_id', idOf(params.get('brand_id'))),
    ...optionalId('site_id', idOf(params.get('site_id'))),
    manufacturer: cut(params.get('manufacturer'), MANUFACTURER_MAX),
    min_price,
    max_price,
    in_stock: params.get('in_stock') === '1',
    ...(isMember && (PROMOTION_KINDS as readonly string[]).includes(kind)
      ? { promotion_kind: kind as PromotionKind }
      : {}),
    order,
    sort: order === 'default' ? 'desc' : sort,
    page,
  };
}

const optionalId = <K extends string>(key: K, id: number | undefined) =>
  (id ? { [key]: id } : {}) as Partial<Record<K, number>>;

/**
 * The URL query of a list state, in a fixed order and without defaults (page 1, default order),
 * so equal states give equal URLs.
 */
export function serializeListQuery(query: ListQuery): string {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined | false) => {
    if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  };
  put('keyword', query.keyword);
  put('search_type', query.search_type);
  put('category_id', query.category_id);
  put('level', query.category_id ? query.level : undefined);
  put('brand_id', query.brand_id);
  put('site_id', query.site_id);
  put('manufacturer', query.manufacturer);
  put('min_price', query.min_price);
  put('max_price', query.max_price);
  put('in_stock', query.in_stock && 1);
  put('promotion_kind', query.promotion_kind);
  if (query.order !== 'default') {
    put('order', query.order);
    put('sort', query.sort);
  }
  if (query.page > 1) put('page', query.page);
  return params.toString();
}

/** `/list?...` of a state. */
export const listUrl = (query: ListQuery) => {
  const search = serializeListQuery(query);
  return search ? `/list?${search}` : '/list';
};

/** A changed state; any change other than the page itself starts again at page 1. */
export function changeListQuery(query: ListQuery, patch: Partial<ListQuery>): ListQuery {
  const next = { ...query, page: 1, ...patch };
  for (const key of Object.keys(patch) as (keyof ListQuery)[])
    if (patch[key] === undefined) delete next[key];
  return next;
}

/**
 * What a click on a sort tab does: a new tab starts with its natural direction (price low to
 * high, the others high to low); the price tab clicked again flips its direction.
 */
export function nextSort(
  query: ListQuery,
  order: GoodsListOrder,
): Pick<ListQuery, 'order' | 'sort'> {
  if (order === 'price')
    return { order, sort: query.order === 'price' && query.sort === 'asc' ? 'desc' : 'asc' };
  return { order, sort: 'desc' };
}

/** The filters of a state as `/api/goodssku/facets` takes them. */
export function toFacetsBody(query: ListQuery): GoodsFacetsBody {
  return {
    ...(query.keyword ? { keyword: query.keyword } : {}),
    ...(query.search_type ? { search_type: query.search_type } : {}),
    ...(query.category_id ? { category_id: query.category_id } : {}),
    ...(query.category_id && query.level ? { level: query.level } : {}),
    ...(query.brand_id ? { brand_id: query.brand_id } : {}),
    ...(query.site_id ? { site_id: query.site_id } : {}),
    ...(query.manufacturer ? { manufacturer: query.manufacturer } : {}),
    ...(query.min_price ? { min_price: query.min_price } : {}),
    ...(query.max_price ? { max_price: query.max_price } : {}),
    ...(query.in_stock ? { in_stock: 1 } : {}),
    ...(query.promotion_kind ? { promotion_kind: query.promotion_kind } : {}),
  };
}

/** A state as `/api/goodssku/page` takes it (20 a page). */
export function toPageBody(query: ListQuery): GoodsSkuPageBody {
  return {
    ...toFacetsBody(query),
    page: query.page,
    page_size: LIST_PAGE_SIZE,
    order: query.order,
    sort: query.sort,
  };
}

/** The filters a buyer chose that show as removable tags (keyword and category are breadcrumbs). */
export type ActiveFilter =
  'site_id' | 'brand_id' | 'manufacturer' | 'price' | 'in_stock' | 'promotion_kind';

export function activeFilters(query: ListQuery): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  if (query.site_id) active.push('site_id');
  if (query.brand_id) active.push('brand_id');
  if (query.manufacturer) active.push('manufacturer');
  if (query.min_price || query.max_price) active.push('price');
  if (query.in_stock) active.push('in_stock');
  if (query.promotion_kind) active.push('promotion_kind');
  return active;
}

/** The state without one chosen filter. */
export function withoutFilter(query: ListQuery, filter: ActiveFilter): ListQuery {
  if (filter === 'price') return changeListQuery(query, { min_price: '', max_price: '' });
  if (filter === 'in_stock') return changeListQuery(query, { in_stock: false });
  if (filter === 'manufacturer') return changeListQuery(query, { manufacturer: '' });
  return changeListQuery(query, { [filter]: undefined });
}

/** The state without any chosen filter; keyword, category and sort stay. */
export const withoutFilters = (query: ListQuery): ListQuery =>
  activeFilters(query).reduce(withoutFilter, query);
