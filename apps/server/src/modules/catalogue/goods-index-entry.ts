import { baseFen } from '@shop/contracts/pricing';
import type { GoodsCardRow } from './goods-card.repository';
import { ALL_FIELDS, NAME_FIELD, OTHER_FIELD, PINYIN_FIELD } from './goods-keyword-index';
import type { IndexRow } from './goods-list.repository';

type PromotionWindow = { kind: string; startAt: number; endAt: number };

/** One goods on sale, with its searched fields lower-cased once when it enters the index. */
export type GoodsIndexEntry = {
  row: GoodsCardRow;
  goodsId: number;
  siteId: number;
  brandId: number | null;
  brandName: string;
  manufacturer: string;
  manufacturerLower: string;
  categoryId: number;
  /** Category ids from the root, e.g. [3, 17, 102]. */
  categoryPath: number[];
  nameLower: string;
  /** Generic name, manufacturer, approval number, bar code and ERP code, joined by SEP. */
  otherLower: string;
  pinyin: string;
  initials: string;
  saleNum: number;
  createdAt: number;
  /**
   * The price a member sees on the card: the member price when lower than the price (spec §6),
   * the same for every member. Price sort and price range follow it, so they agree with the card.
   */
  shownPriceFen: number;
  stock: number;
  promotions: PromotionWindow[];
};

type Entry = GoodsIndexEntry;

/** Joins fields so one `includes` searches them all; a keyword holding it matches nothing. */
export const SEP = '\u0001';

/** Keyword rank (spec ranking): 0 exact name, 1 name prefix, 2 name contains, 3 other fields, 4 pinyin prefix, 5 pinyin contains. */
export const RANKS = 6;

export type PromotionRow = { goodsId: number; kind: string; startAt: Date; endAt: Date };

/** The promotion windows of each goods. */
export function windowsByGoods(
  promotions: readonly PromotionRow[],
): Map<number, PromotionWindow[]> {
  const byGoods = new Map<number, PromotionWindow[]>();
  for (const p of promotions) {
    const list = byGoods.get(p.goodsId) ?? [];
    list.push({ kind: p.kind, startAt: p.startAt.getTime(), endAt: p.endAt.getTime() });
    byGoods.set(p.goodsId, list);
  }
  return byGoods;
}

export function entryOf(r: IndexRow, promotions: PromotionWindow[] = []): Entry {
  return {
    row: r,
    goodsId: r.goodsId,
    siteId: r.siteId,
    brandId: r.brandId,
    brandName: r.brandName ?? '',
    manufacturer: r.manufacturer,
    manufacturerLower: r.manufacturer.toLowerCase(),
    categoryId: r.categoryId,
    categoryPath: r.categoryPath.split(',').filter(Boolean).map(Number),
    nameLower: r.goodsName.toLowerCase(),
    otherLower: [r.genericName, r.manufacturer, r.approvalNumber, r.barCode, r.goodsErpSpid]
      .join(SEP)
      .toLowerCase(),
    pinyin: r.pinyin.toLowerCase(),
    initials: r.pinyinInitials.toLowerCase(),
    saleNum: r.saleNum,
    createdAt: r.createdAt.getTime(),
    shownPriceFen: baseFen(r),
    stock: r.stock,
    promotions,
  };
}

const byThenId =
  (key: (e: Entry) => number, sign: 1 | -1) =>
  (a: Entry, b: Entry): number =>
    sign * (key(a) - key(b)) || a.goodsId - b.goodsId;

const sales = (e: Entry) => e.saleNum;
const price = (e: Entry) => e.shownPriceFen;
const created = (e: Entry) => e.createdAt;

/** Every order a list can ask for (`<order>:<direction>`), ties by goods id. */
export const ORDERS = {
  'default:desc': byThenId(sales, -1),
  'sale_num:desc': byThenId(sales, -1),
  'sale_num:asc': byThenId(sales, 1),
  'price:desc': byThenId(price, -1),
  'price:asc': byThenId(price, 1),
  'create_time:desc': byThenId(created, -1),
  'create_time:asc': byThenId(created, 1),
} as const;

export type OrderName = keyof typeof ORDERS;

export type Keyword = { text: string; pinyin: string; spansFields: boolean };

export function keywordOf(keyword: string): Keyword | null {
  const text = keyword.trim().toLowerCase();
  if (!text) return null;
  return { text, pinyin: text.replace(/\s+/g, ''), spansFields: text.includes(SEP) };
}

/**
 * The keyword rank of a goods (see RANKS), -1 when the keyword does not find it. `fields`: the
 * fields that may hold the keyword, as the keyword index knows (ADR 0010); the others cannot and
 * are not searched.
 */
export function rankOf(e: Entry, k: Keyword, fields = ALL_FIELDS): number {
  if (fields & NAME_FIELD) {
    const at = e.nameLower.indexOf(k.text);
    if (at === 0) return e.nameLower.length === k.text.length ? 0 : 1;
    if (at > 0) return 2;
  }
  if (k.spansFields) return -1;
  if (fields & OTHER_FIELD && e.otherLower.includes(k.text)) return 3;
  if (!(fields & PINYIN_FIELD)) return -1;
  if (e.pinyin.startsWith(k.pinyin) || e.initials.startsWith(k.pinyin)) return 4;
  if (e.pinyin.includes(k.pinyin) || e.initials.includes(k.pinyin)) return 5;
  return -1;
}
