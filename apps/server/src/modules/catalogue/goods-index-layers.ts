import { ORDERS, SEP, type GoodsIndexEntry, type OrderName } from './goods-index-entry';
import { ALL_FIELDS, KeywordIndex, type KeywordCandidates } from './goods-keyword-index';

type Entry = GoodsIndexEntry;

/** The entries in an order, as positions: precomputed so a request never sorts. */
type Permutation = Int32Array;

/**
 * The heavy part of the goods index, built from one scan and shared by every index patched from
 * it (ADR 0022): the entries, their orders and the keyword index (ADR 0010).
 */
export type BaseLayer = {
  readonly entries: readonly Entry[];
  readonly orders: Readonly<Record<OrderName, Permutation>>;
  readonly keywords: KeywordIndex | null;
  /** Goods id -> position, made when the first patch needs it. */
  positions: Map<number, number> | null;
};

/**
 * The goods changed since the base was built (ADR 0022): the base positions no longer current
 * (changed or gone), and the current versions of the changed goods still on sale, at the
 * positions after the base's, with their positions in each order.
 */
export type Overlay = {
  readonly dead: Uint8Array;
  readonly deadCount: number;
  readonly delta: readonly Entry[];
  readonly deltaOrders: Readonly<Record<OrderName, Permutation>>;
};

const ORDER_NAMES = Object.keys(ORDERS) as OrderName[];

function sortedPositions(
  entries: readonly Entry[],
  from: number,
  compare: (a: Entry, b: Entry) => number,
): Permutation {
  const positions = Array.from(entries.keys());
  positions.sort((a, b) => compare(entries[a]!, entries[b]!));
  return Int32Array.from(positions, (p) => p + from);
}

function ordersOf(entries: readonly Entry[], from: number): Record<OrderName, Permutation> {
  const orders = {} as Record<OrderName, Permutation>;
  // `default:desc` and `sale_num:desc` are the same order: one array.
  for (const name of ORDER_NAMES)
    orders[name] =
      name === 'sale_num:desc' && orders['default:desc']
        ? orders['default:desc']
        : sortedPositions(entries, from, ORDERS[name]);
  return orders;
}

/**
 * Builds the base layer; `keywordIndex: false` leaves keywords to the plain scan (tests). `orders`:
 * the entries' positions in each order when already known (a compaction), else sorted here.
 */
export function buildBase(
  entries: Entry[],
  keywordIndex: boolean,
  orders: Record<OrderName, Permutation> = ordersOf(entries, 0),
): BaseLayer {
  const keywords = keywordIndex ? new KeywordIndex(entries, orders['default:desc'], SEP) : null;
  return { entries, orders, keywords, positions: null };
}

/**
 * Whether `fresh` may take the place of `old` in the base (ADR 0022, amendment): the same place
 * in every order and the same searched fields, so the base's permutations and keyword index stay
 * true. A stock or shelf-life sync changes no more than that.
 */
export function keepsItsPlace(old: Entry, fresh: Entry): boolean {
  return (
    ORDER_NAMES.every((name) => ORDERS[name](old, fresh) === 0) &&
    old.nameLower === fresh.nameLower &&
    old.otherLower === fresh.otherLower &&
    old.pinyin === fresh.pinyin &&
    old.initials === fresh.initials
  );
}

/** The base with the entries at some positions replaced; orders and keywords shared. */
export function baseWith(base: BaseLayer, replaced: ReadonlyMap<number, Entry>): BaseLayer {
  const entries = base.entries.slice();
  for (const [position, entry] of replaced) entries[position] = entry;
  return { ...base, entries };
}

/**
 * The overlay after the goods `changed` were read again: `fresh` holds those still on sale (the
 * others left the shelf). Goods changed before and not now keep their overlay entry.
 */
export function overlayWith(
  base: BaseLayer,
  previous: Overlay | null,
  changed: ReadonlySet<number>,
  fresh: readonly Entry[],
): Overlay {
  base.positions ??= new Map(base.entries.map((e, p) => [e.goodsId, p]));
  const dead = previous ? previous.dead.slice() : new Uint8Array(base.entries.length);
  let deadCount = previous?.deadCount ?? 0;
  for (const goodsId of changed) {
    const p = base.positions.get(goodsId);
    if (p !== undefined && dead[p] === 0) {
      dead[p] = 1;
      deadCount += 1;
    }
  }
  const delta = [
    ...(previous?.delta ?? []).filter((e) => !changed.has(e.goodsId)),
    ...fresh.filter((e) => changed.has(e.goodsId)),
  ];
  return { dead, deadCount, delta, deltaOrders: ordersOf(delta, base.entries.length) };
}

/**
 * Positions of `a` (not dead) and of `b`, both already in the order `compare` sorts by (of the
 * entries at them), merged in that order. `fields` of `a`'s positions when given; `b`'s may hold
 * the keyword anywhere (the overlay is not in the keyword index).
 */
export function mergeLive(
  a: Int32Array,
  fields: Uint8Array | null,
  overlay: Overlay,
  b: Int32Array,
  entries: readonly Entry[],
  compare: (x: Entry, y: Entry) => number,
): KeywordCandidates {
  const positions = new Int32Array(a.length + b.length);
  const outFields = new Uint8Array(positions.length);
  const { dead } = overlay;
  let i = 0;
  let j = 0;
  let n = 0;
  for (;;) {
    while (i < a.length && dead[a[i]!] === 1) i++;
    if (i >= a.length && j >= b.length) break;
    const takeA = j >= b.length || (i < a.length && compare(entries[a[i]!]!, entries[b[j]!]!) <= 0);
    if (takeA) {
      outFields[n] = fields ? fields[i]! : ALL_FIELDS;
      positions[n++] = a[i++]!;
    } else {
      outFields[n] = ALL_FIELDS;
      positions[n++] = b[j++]!;
    }
  }
  return { positions: positions.subarray(0, n), fields: outFields.subarray(0, n) };
}
