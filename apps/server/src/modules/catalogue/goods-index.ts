import type { GoodsListOrder } from '@shop/contracts/catalogue';
import type { PromotionKind } from '@shop/contracts/promotion';
import { baseFen } from '@shop/contracts/pricing';
import type { GoodsCardRow } from './goods-card.repository';
import {
  ALL_FIELDS,
  KeywordIndex,
  NAME_FIELD,
  OTHER_FIELD,
  PINYIN_FIELD,
} from './goods-keyword-index';
import type { IndexRow } from './goods-list.repository';

/** Filters of a goods list, already checked; prices in fen and member-only filters only for members. */
export type GoodsListFilter = {
  keyword?: string;
  categoryId?: number;
  level?: number;
  brandId?: number;
  siteId?: number;
  manufacturer?: string;
  minPriceFen?: number;
  maxPriceFen?: number;
  inStock?: boolean;
  promotionKind?: PromotionKind;
};

export type GoodsListSort = { order: GoodsListOrder; direction: 'asc' | 'desc' };

type PromotionWindow = { kind: string; startAt: number; endAt: number };

/** One goods on sale, with its searched fields lower-cased once at build time. */
type Entry = {
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

/** Joins fields so one `includes` searches them all; a keyword holding it matches nothing. */
const SEP = '\u0001';

/** Keyword rank (spec ranking): 0 exact name, 1 name prefix, 2 name contains, 3 other fields, 4 pinyin prefix, 5 pinyin contains. */
const RANKS = 6;

/** The entries in an order, as positions: precomputed so a request never sorts. */
type Permutation = Int32Array;

const byThenId =
  (key: (e: Entry) => number, sign: 1 | -1) =>
  (a: Entry, b: Entry): number =>
    sign * (key(a) - key(b)) || a.goodsId - b.goodsId;

export type GoodsIndexSource = {
  rows: IndexRow[];
  categories: { categoryId: number; categoryName: string; level: number }[];
  promotions: { goodsId: number; kind: string; startAt: Date; endAt: Date }[];
};

/**
 * An immutable, in-process index of the goods on sale: the search of the header box and /list
 * without a database round trip and without per-request sorting. Built from one scan
 * (`findIndexRows`); the store (goods-index.store.ts) replaces it when stale.
 */
export class GoodsIndex {
  readonly size: number;
  private readonly entries: Entry[];
  private readonly orders: Record<string, Permutation>;
  /** Narrows a keyword to the goods that may match (ADR 0010); `rankOf` decides. */
  private readonly keywords: KeywordIndex | null;
  readonly categoryNames: Map<number, { name: string; level: number }>;

  /** `keywordIndex: false` searches every goods for a keyword (tests compare both ways). */
  constructor(source: GoodsIndexSource, options: { keywordIndex?: boolean } = {}) {
    const promotions = new Map<number, PromotionWindow[]>();
    for (const p of source.promotions) {
      const list = promotions.get(p.goodsId) ?? [];
      list.push({ kind: p.kind, startAt: p.startAt.getTime(), endAt: p.endAt.getTime() });
      promotions.set(p.goodsId, list);
    }
    this.entries = source.rows.map((r) => ({
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
      promotions: promotions.get(r.goodsId) ?? [],
    }));
    this.size = this.entries.length;
    const order = (compare: (a: Entry, b: Entry) => number): Permutation => {
      const positions = Array.from(this.entries.keys());
      positions.sort((a, b) => compare(this.entries[a]!, this.entries[b]!));
      return Int32Array.from(positions);
    };
    const sales = (e: Entry) => e.saleNum;
    const price = (e: Entry) => e.shownPriceFen;
    const created = (e: Entry) => e.createdAt;
    this.orders = {
      'default:desc': order(byThenId(sales, -1)),
      'sale_num:desc': order(byThenId(sales, -1)),
      'sale_num:asc': order(byThenId(sales, 1)),
      'price:desc': order(byThenId(price, -1)),
      'price:asc': order(byThenId(price, 1)),
      'create_time:desc': order(byThenId(created, -1)),
      'create_time:asc': order(byThenId(created, 1)),
    };
    this.keywords =
      options.keywordIndex === false
        ? null
        : new KeywordIndex(this.entries, this.orders['default:desc']!, SEP);
    this.categoryNames = new Map(
      source.categories.map((c) => [c.categoryId, { name: c.categoryName, level: c.level }]),
    );
  }

  /** The card row at a position returned by `search`. */
  rowAt(position: number): GoodsCardRow {
    return this.entries[position]!.row;
  }

  /** The maker of the goods at a position returned by `search`. */
  manufacturerAt(position: number): string {
    return this.entries[position]!.manufacturer;
  }

  /**
   * Positions of the goods matching `filter`, best first: with a keyword and the default order by
   * keyword rank, then sales; otherwise by the sort key; ties by goods id.
   */
  search(filter: GoodsListFilter, sort: GoodsListSort, now = Date.now()): Int32Array {
    const order = sort.order === 'default' ? 'default:desc' : `${sort.order}:${sort.direction}`;
    const positions = this.orders[order]!;
    const accept = this.filterOf(filter, now);
    const keyword = filter.keyword ? keywordOf(filter.keyword) : null;
    if (!keyword) {
      const out: number[] = [];
      for (const p of positions) if (accept(this.entries[p]!)) out.push(p);
      return Int32Array.from(out);
    }
    // One pass in sales order over the goods the keyword index leaves as candidates (ADR 0010),
    // then each match placed by rank (a counting sort, stable): ranked without a sort.
    const found = this.keywords?.candidatesIn(keyword.text, keyword.pinyin, positions);
    const candidates = found?.positions ?? positions;
    const matched = new Int32Array(candidates.length);
    const rankAt = new Uint8Array(candidates.length);
    // Matches per rank (at rank + 1), then where each rank starts in the answer.
    const counts = new Int32Array(RANKS + 1);
    let n = 0;
    for (let i = 0; i < candidates.length; i++) {
      const p = candidates[i]!;
      const entry = this.entries[p]!;
      const rank = rankOf(entry, keyword, found ? found.fields[i]! : ALL_FIELDS);
      if (rank < 0 || !accept(entry)) continue;
      const bucket = sort.order === 'default' ? rank : 0;
      matched[n] = p;
      rankAt[n++] = bucket;
      counts[bucket + 1]! += 1;
    }
    for (let r = 1; r < RANKS; r++) counts[r]! += counts[r - 1]!;
    const ranked = new Int32Array(n);
    for (let i = 0; i < n; i++) ranked[counts[rankAt[i]!]!++] = matched[i]!;
    return ranked;
  }

  /** Visits every goods matching `filter` (any order). */
  forEachMatch(filter: GoodsListFilter, visit: (entry: Entry) => void, now = Date.now()): void {
    const accept = this.filterOf(filter, now);
    const keyword = filter.keyword ? keywordOf(filter.keyword) : null;
    const found = keyword && this.keywords?.candidates(keyword.text, keyword.pinyin);
    if (found) {
      found.positions.forEach((p, i) => {
        const entry = this.entries[p]!;
        if (rankOf(entry, keyword, found.fields[i]) >= 0 && accept(entry)) visit(entry);
      });
      return;
    }
    for (const entry of this.entries)
      if ((!keyword || rankOf(entry, keyword) >= 0) && accept(entry)) visit(entry);
  }

  private filterOf(f: GoodsListFilter, now: number): (e: Entry) => boolean {
    const tests: ((e: Entry) => boolean)[] = [];
    if (f.categoryId !== undefined) {
      const id = f.categoryId;
      // Level 3: the leaf; level 1: the path's root; otherwise anywhere on the path.
      if (f.level === 3) tests.push((e) => e.categoryId === id);
      else if (f.level === 1) tests.push((e) => e.categoryPath[0] === id);
      else tests.push((e) => e.categoryPath.includes(id));
    }
    if (f.brandId !== undefined) tests.push((e) => e.brandId === f.brandId);
    if (f.siteId !== undefined) tests.push((e) => e.siteId === f.siteId);
    if (f.manufacturer) {
      const m = f.manufacturer.toLowerCase();
      tests.push((e) => e.manufacturerLower.includes(m));
    }
    if (f.minPriceFen !== undefined) tests.push((e) => e.shownPriceFen >= f.minPriceFen!);
    if (f.maxPriceFen !== undefined) tests.push((e) => e.shownPriceFen <= f.maxPriceFen!);
    if (f.inStock) tests.push((e) => e.stock > 0);
    if (f.promotionKind) {
      const kind = f.promotionKind;
      tests.push((e) =>
        e.promotions.some((p) => p.kind === kind && p.startAt <= now && now < p.endAt),
      );
    }
    if (tests.length === 0) return () => true;
    return (e) => tests.every((t) => t(e));
  }
}

type Keyword = { text: string; pinyin: string; spansFields: boolean };

function keywordOf(keyword: string): Keyword | null {
  const text = keyword.trim().toLowerCase();
  if (!text) return null;
  return { text, pinyin: text.replace(/\s+/g, ''), spansFields: text.includes(SEP) };
}

/**
 * The keyword rank of a goods (see RANKS), -1 when the keyword does not find it. `fields`: the
 * fields that may hold the keyword, as the keyword index knows (ADR 0010); the others cannot and
 * are not searched.
 */
function rankOf(e: Entry, k: Keyword, fields = ALL_FIELDS): number {
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

export type GoodsIndexEntry = Entry;
