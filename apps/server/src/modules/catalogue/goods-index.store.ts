import type { DbExecutor } from '../../db/client';
import { GoodsIndex } from './goods-index';
import { findCategoryNames, findIndexRows, findIndexVersion } from './goods-list.repository';
import { listPromotionWindows } from '../pricing';

/**
 * How fresh the goods index is kept. Each process holds its own index and checks the database's
 * version of the goods (`findIndexVersion`, one cheap scan) every `checkMs`, rebuilding only when
 * it changed, so several processes converge within `checkMs` plus one build without any message
 * between them; and rebuilds at least every `maxAgeMs` (shops, brands, categories).
 * - checked within `checkMs`: used as is;
 * - older: used while the check (and rebuild) runs in the background, so no request waits;
 * - older than `maxStaleMs` (an idle process) or invalidated: the request waits for the check.
 */
export type GoodsIndexOptions = { checkMs: number; maxStaleMs: number; maxAgeMs: number };

export const GOODS_INDEX_DEFAULTS: GoodsIndexOptions = {
  checkMs: 2_000,
  maxStaleMs: 30_000,
  maxAgeMs: 300_000,
};

/**
 * The check time while the catalogue's change bus is listening (ADR 0022): the console's changes
 * arrive as events, so the version check only catches writes that send none (stock taken by
 * orders, promotions) in a window without events (amendment: one with events is explained by them).
 */
export const EVENTS_CHECK_MS = 10_000;

type Slot = {
  index: GoodsIndex | null;
  version: string;
  builtAt: number;
  checkedAt: number;
  refreshing: Promise<GoodsIndex> | null;
  /** Bumped by `invalidateGoodsIndex`: a refresh started before it does not count. */
  generation: number;
  refreshingGeneration: number;
  options: GoodsIndexOptions;
  /** The change bus is listening: the version check is relaxed to `EVENTS_CHECK_MS`. */
  followsEvents: boolean;
  /** Per-index memo of viewer-independent answers (ranked positions, facets). */
  memo: Map<string, unknown>;
  /** Goods a change event named, waiting for the running patch to read them (ADR 0022). */
  pending: Set<number>;
  patching: Promise<void> | null;
  /** While a build reads: the goods patched meanwhile, patched again on the built index. */
  replay: Set<number> | null;
  /** A change event was patched in since the last check began. */
  patchedSinceCheck: boolean;
};

/**
 * Goods changed since the last build past which the overlay is folded into the base (each search
 * also looks at the overlay's goods one by one).
 */
const rebuildPast = (index: GoodsIndex) => Math.max(2_000, index.size >> 3);

/** How long, and how many times, a check waits for change events before rebuilding. */
const EVENT_WAIT_MS = 100;
const EVENT_ROUNDS = 3;

/** Distinct queries remembered per index; the least recently used is dropped first. */
const MEMO_MAX = 500;

const slots = new WeakMap<object, Slot>();

function slotOf(db: object): Slot {
  let slot = slots.get(db);
  if (!slot) {
    slot = {
      index: null,
      version: '',
      builtAt: 0,
      checkedAt: -Infinity,
      refreshing: null,
      generation: 0,
      refreshingGeneration: 0,
      options: GOODS_INDEX_DEFAULTS,
      followsEvents: false,
      memo: new Map(),
      pending: new Set(),
      patching: null,
      replay: null,
      patchedSinceCheck: false,
    };
    slots.set(db, slot);
  }
  return slot;
}

/** Reads everything the index needs: the goods scan, the category names, promotion windows. */
export async function buildGoodsIndex(db: DbExecutor, now = new Date()): Promise<GoodsIndex> {
  const rows = await findIndexRows(db);
  const categories = await findCategoryNames(db);
  const promotions = await listPromotionWindows(db, now);
  return GoodsIndex.build({ rows, categories, promotions });
}

async function check(db: DbExecutor, slot: Slot, generation: number): Promise<GoodsIndex> {
  const startedAt = Date.now();
  const patched = slot.patchedSinceCheck;
  slot.patchedSinceCheck = false;
  // Read before the build: a change made during the build shows at the next check.
  let version = await findIndexVersion(db, slot.followsEvents);
  // A write whose change event is being patched, or is on its way, explains a new version: give
  // the event the time it takes before rebuilding (not for an invalidated index).
  for (let round = 0; round < EVENT_ROUNDS && version !== slot.version && slot.version; round++) {
    await (slot.patching ?? new Promise((r) => setTimeout(r, EVENT_WAIT_MS)));
    await slot.patching;
    version = await findIndexVersion(db, slot.followsEvents);
  }
  const current = generation === slot.generation;
  // While events arrive, writes go on between a patch's version and this one (an ERP sync): the
  // events explain them, and a rebuild would only repeat what the patches did (ADR 0022).
  const explained = version === slot.version || (patched && slot.followsEvents);
  if (
    slot.index &&
    current &&
    slot.version !== '' &&
    explained &&
    startedAt - slot.builtAt < slot.options.maxAgeMs
  ) {
    slot.version = version;
    slot.checkedAt = startedAt;
    return slot.index;
  }
  const replay = new Set<number>();
  slot.replay = replay;
  const index = await buildGoodsIndex(db).finally(() => (slot.replay = null));
  slot.index = index;
  slot.version = version;
  slot.memo = new Map();
  slot.builtAt = startedAt;
  slot.checkedAt = generation === slot.generation ? startedAt : -Infinity;
  // Goods patched while the build read may be older in it: patch them again.
  if (replay.size > 0) void patchGoodsIndex(db, [...replay]);
  return index;
}

function refresh(db: DbExecutor, slot: Slot): Promise<GoodsIndex> {
  if (slot.refreshing && slot.refreshingGeneration === slot.generation) return slot.refreshing;
  // A refresh started before an invalidation may miss the write: refresh again after it.
  if (slot.refreshing)
    return slot.refreshing.then(
      () => refresh(db, slot),
      () => refresh(db, slot),
    );
  const generation = slot.generation;
  slot.refreshingGeneration = generation;
  const refreshing = check(db, slot, generation).finally(() => {
    slot.refreshing = null;
  });
  slot.refreshing = refreshing;
  return refreshing;
}

/** The goods index of `db`, built on first use and kept fresh as `GoodsIndexOptions` says. */
export async function goodsIndexOf(db: DbExecutor): Promise<GoodsIndex> {
  const slot = slotOf(db);
  const age = Date.now() - slot.checkedAt;
  if (!slot.index || age > slot.options.maxStaleMs) return refresh(db, slot);
  const checkMs = slot.followsEvents
    ? Math.max(slot.options.checkMs, EVENTS_CHECK_MS)
    : slot.options.checkMs;
  if (age > checkMs)
    // A failed background refresh keeps the current index; a later request tries again.
    refresh(db, slot).catch(() => undefined);
  return slot.index;
}

/**
 * A viewer-independent answer for `key` computed once per index (hot keywords and category pages
 * repeat); dropped with the index it came from.
 */
export function memoized<T>(db: object, index: GoodsIndex, key: string, compute: () => T): T {
  const slot = slotOf(db);
  if (slot.index !== index) return compute();
  const hit = slot.memo.get(key);
  if (hit !== undefined) {
    // Re-inserting keeps the most recently used last.
    slot.memo.delete(key);
    slot.memo.set(key, hit);
    return hit as T;
  }
  const value = compute();
  slot.memo.set(key, value);
  if (slot.memo.size > MEMO_MAX) slot.memo.delete(slot.memo.keys().next().value!);
  return value;
}

/** Sets the freshness of the index of `db` (tests use short times). */
export function configureGoodsIndex(db: object, options: Partial<GoodsIndexOptions>): void {
  const slot = slotOf(db);
  slot.options = { ...slot.options, ...options };
}

/**
 * Makes the next request of this process rebuild the index first: for a write in this process
 * (e.g. goods put off the shelf) that buyers must not see late here.
 */
export function invalidateGoodsIndex(db: object): void {
  const slot = slots.get(db);
  if (!slot) return;
  slot.checkedAt = -Infinity;
  slot.version = '';
  slot.generation += 1;
}

/**
 * Whether the index of `db` is told of the console's changes by the change bus (ADR 0022): while
 * it is, the version check runs every `EVENTS_CHECK_MS`; when the bus is lost, as configured.
 */
export function followChangeEvents(db: object, follows: boolean): void {
  slotOf(db).followsEvents = follows;
}

/**
 * Brings the goods `goodsIds` of the index of `db` up to the database (ADR 0022): reads only
 * their rows and promotions, then puts a patched index in place of the current one; searches are
 * answered from the current one meanwhile. Resolves once the patch is in place (never rejects: a
 * failed read makes the next request rebuild instead). An index not yet built needs no patch.
 */
export function patchGoodsIndex(db: DbExecutor, goodsIds: readonly number[]): Promise<void> {
  const slot = slots.get(db);
  if (!slot?.index) {
    invalidateGoodsIndex(db);
    return Promise.resolve();
  }
  for (const id of goodsIds) slot.pending.add(id);
  slot.patching ??= runPatches(db, slot)
    .catch(() => invalidateGoodsIndex(db))
    .finally(() => (slot.patching = null));
  return slot.patching;
}

async function runPatches(db: DbExecutor, slot: Slot): Promise<void> {
  while (slot.pending.size > 0) {
    const goodsIds = [...slot.pending];
    slot.pending.clear();
    // Read before the rows, as a check does: the index holds at least this version after. While
    // events arrive the next check takes the patches as the explanation (`check`): no read.
    const version = slot.followsEvents ? null : await findIndexVersion(db);
    const rows = await findIndexRows(db, goodsIds);
    const promotions = await listPromotionWindows(db, new Date(), goodsIds);
    if (!slot.index) return;
    const index = slot.index.patched({ goodsIds, rows, promotions });
    slot.index = index;
    slot.memo = new Map();
    slot.patchedSinceCheck = true;
    for (const id of goodsIds) slot.replay?.add(id);
    // An invalidated index (version '') still waits for its rebuild.
    if (version !== null && slot.version !== '') slot.version = version;
    // Past the limit the overlay is folded in memory: no read, searches narrow again.
    if (index.patchedCount > rebuildPast(index)) slot.index = index.compacted();
  }
}
