import type { GoodsListOrder } from '@shop/contracts/catalogue';
import type { PromotionKind } from '@shop/contracts/promotion';
import type { GoodsCardRow } from './goods-card.repository';
import {
  entryOf,
  keywordOf,
  ORDERS,
  RANKS,
  rankOf,
  windowsByGoods,
  type GoodsIndexEntry,
  type Keyword,
  type OrderName,
  type PromotionRow,
} from './goods-index-entry';
import {
  baseWith,
  buildBase,
  keepsItsPlace,
  mergeLive,
  overlayWith,
  type BaseLayer,
  type Overlay,
} from './goods-index-layers';
import { ALL_FIELDS, type KeywordCandidates } from './goods-keyword-index';
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

type Entry = GoodsIndexEntry;

export type GoodsIndexSource = {
  rows: IndexRow[];
  categories: { categoryId: number; categoryName: string; level: number }[];
  promotions: PromotionRow[];
};

/** What a patch read again: the goods changed, those of them on sale, and their promotions. */
export type GoodsIndexPatch = {
  goodsIds: Iterable<number>;
  rows: IndexRow[];
  promotions: PromotionRow[];
};

type Layers = {
  base: BaseLayer;
  overlay: Overlay | null;
  categoryNames: Map<number, { name: string; level: number }>;
};

/**
 * An immutable, in-process index of the goods on sale: the search of the header box and /list
 * without a database round trip and without per-request sorting. Built from one scan
 * (`findIndexRows`, `GoodsIndex.build`); a change to some goods makes a new index sharing this
 * one's base with an overlay of those goods (`patched`, ADR 0022); the store (goods-index.store.ts)
 * keeps the current one.
 */
export class GoodsIndex {
  readonly size: number;
  readonly categoryNames: Map<number, { name: string; level: number }>;
  private readonly base: BaseLayer;
  private readonly overlay: Overlay | null;
  /** The base's entries, then the overlay's. */
  private readonly entries: readonly Entry[];
  /** Live positions per order, merged from base and overlay when first asked. */
  private readonly live = new Map<OrderName, Int32Array>();

  private constructor(layers: Layers) {
    this.base = layers.base;
    this.overlay = layers.overlay;
    this.categoryNames = layers.categoryNames;
    const overlay = layers.overlay;
    this.entries = overlay ? [...layers.base.entries, ...overlay.delta] : layers.base.entries;
    this.size = this.entries.length - (overlay?.deadCount ?? 0);
  }

  /** `keywordIndex: false` searches every goods for a keyword (tests compare both ways). */
  static build(source: GoodsIndexSource, options: { keywordIndex?: boolean } = {}): GoodsIndex {
    const windows = windowsByGoods(source.promotions);
    const entries = source.rows.map((r) => entryOf(r, windows.get(r.goodsId)));
    return new GoodsIndex({
      base: buildBase(entries, options.keywordIndex !== false),
      overlay: null,
      categoryNames: new Map(
        source.categories.map((c) => [c.categoryId, { name: c.categoryName, level: c.level }]),
      ),
    });
  }

  /**
   * This index with the goods of `patch` as read again (ADR 0022): a goods that keeps its place in
   * every order and its searched fields is replaced where it stands; the others on sale replace
   * their entries in the overlay or join it, the rest leave. Nothing is rebuilt.
   */
  patched(patch: GoodsIndexPatch): GoodsIndex {
    const windows = windowsByGoods(patch.promotions);
    const fresh = patch.rows.map((r) => entryOf(r, windows.get(r.goodsId)));
    const freshOf = new Map(fresh.map((e) => [e.goodsId, e]));
    const positions = (this.base.positions ??= new Map(
      this.base.entries.map((e, p) => [e.goodsId, p]),
    ));
    const inPlace = new Map<number, Entry>();
    const moved = new Set<number>();
    for (const goodsId of patch.goodsIds) {
      const p = positions.get(goodsId);
      const entry = freshOf.get(goodsId);
      const live = p !== undefined && this.overlay?.dead[p] !== 1;
      if (live && entry && keepsItsPlace(this.base.entries[p]!, entry)) inPlace.set(p, entry);
      else moved.add(goodsId);
    }
    const base = inPlace.size > 0 ? baseWith(this.base, inPlace) : this.base;
    const overlay = moved.size > 0 ? overlayWith(base, this.overlay, moved, fresh) : this.overlay;
    return new GoodsIndex({ base, overlay, categoryNames: this.categoryNames });
  }

  /**
   * This index with its overlay folded into a new base, from memory (ADR 0022, amendment): the
   * live entries in sales order, each order carried over from the merged one, the keyword index
   * built again.
   */
  compacted(): GoodsIndex {
    if (!this.overlay) return this;
    const live = this.liveOrder('default:desc');
    const entries = Array.from(live, (p) => this.entries[p]!);
    const renumbered = new Int32Array(this.entries.length);
    live.forEach((p, i) => (renumbered[p] = i));
    const orders = {} as Record<OrderName, Int32Array>;
    for (const name of Object.keys(ORDERS) as OrderName[])
      orders[name] = this.liveOrder(name).map((p) => renumbered[p]!);
    const base = buildBase(entries, this.base.keywords !== null, orders);
    return new GoodsIndex({ base, overlay: null, categoryNames: this.categoryNames });
  }

  /** Goods entries changed since the base was built (the store rebuilds past a limit). */
  get patchedCount(): number {
    return (this.overlay?.deadCount ?? 0) + (this.overlay?.delta.length ?? 0);
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
    const order: OrderName =
      sort.order === 'default' ? 'default:desc' : (`${sort.order}:${sort.direction}` as const);
    const positions = this.liveOrder(order);
    const accept = this.filterOf(filter, now);
    const keyword = filter.keyword ? keywordOf(filter.keyword) : null;
    if (!keyword) {
      const out: number[] = [];
      for (const p of positions) if (accept(this.entries[p]!)) out.push(p);
      return Int32Array.from(out);
    }
    // One pass in sales order over the goods the keyword index leaves as candidates (ADR 0010),
    // then each match placed by rank (a counting sort, stable): ranked without a sort.
    const found = this.candidatesIn(keyword, order);
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
    const found = keyword && this.base.keywords?.candidates(keyword.text, keyword.pinyin);
    const dead = this.overlay?.dead;
    const baseSize = this.base.entries.length;
    if (found) {
      found.positions.forEach((p, i) => {
        const entry = this.entries[p]!;
        if (dead?.[p] !== 1 && rankOf(entry, keyword, found.fields[i]) >= 0 && accept(entry))
          visit(entry);
      });
      for (let p = baseSize; p < this.entries.length; p++) {
        const entry = this.entries[p]!;
        if (rankOf(entry, keyword) >= 0 && accept(entry)) visit(entry);
      }
      return;
    }
    this.entries.forEach((entry, p) => {
      if (dead?.[p] !== 1 && (!keyword || rankOf(entry, keyword) >= 0) && accept(entry))
        visit(entry);
    });
  }

  /** The live positions in `order`: the base's, or merged with the overlay's once. */
  private liveOrder(order: OrderName): Int32Array {
    const overlay = this.overlay;
    if (!overlay) return this.base.orders[order];
    let positions = this.live.get(order);
    if (!positions) {
      const merged = mergeLive(
        this.base.orders[order],
        null,
        overlay,
        overlay.deltaOrders[order],
        this.entries,
        ORDERS[order],
      );
      positions = merged.positions;
      this.live.set(order, positions);
    }
    return positions;
  }

  /**
   * The live goods in `order` that may match `keyword`, with the fields that may hold it; null
   * when the keyword index cannot narrow it (every goods is a candidate).
   */
  private candidatesIn(keyword: Keyword, order: OrderName): KeywordCandidates | null {
    const keywords = this.base.keywords;
    if (!keywords) return null;
    const found = keywords.candidatesIn(keyword.text, keyword.pinyin, this.base.orders[order]);
    const overlay = this.overlay;
    if (!found || !overlay) return found;
    return mergeLive(
      found.positions,
      found.fields,
      overlay,
      overlay.deltaOrders[order],
      this.entries,
      ORDERS[order],
    );
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

export type { GoodsIndexEntry } from './goods-index-entry';
