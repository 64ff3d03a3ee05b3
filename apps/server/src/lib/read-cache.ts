/**
 * A short-lived, per-process cache for shop-wide reads that every page load repeats (settings,
 * category tree, adverts, navigation, footer, help classes) and that staff change rarely. Entries
 * are kept per database handle, hold the pending promise (concurrent callers share one query), and
 * are read again once `ttlMs` has passed; a write through the owning service invalidates them at
 * once in this process, other processes see it within the time to live and one read.
 *
 * Past its time to live an entry is still answered while one caller's read replaces it (stale
 * while revalidating): the pages that need it never wait for that read. Under load (an ERP sync
 * writing, a busy pool) a read can take hundreds of milliseconds, and every goods page arriving
 * meanwhile would otherwise wait for the same one.
 */
type Entry = { expiresAt: number; value: Promise<unknown>; settled: boolean; reading: boolean };

export const SHOP_CONTENT_TTL_MS = 5_000;

const caches = new WeakMap<object, Map<string, Entry>>();

/** Starts a read of `key` and stores it as a new entry once it succeeds (`replacing`: at once). */
function read<T>(
  cache: Map<string, Entry>,
  key: string,
  load: () => PromiseLike<T>,
  ttlMs: number,
  replacing?: Entry,
): Promise<T> {
  // A query builder is a thenable that runs its query on every `then`: settle it once.
  const value = Promise.resolve(load());
  const entry: Entry = { expiresAt: Date.now() + ttlMs, value, settled: false, reading: false };
  if (!replacing) cache.set(key, entry);
  value.then(
    () => {
      entry.settled = true;
      entry.expiresAt = Date.now() + ttlMs;
      // An invalidation during the read drops it: the read may predate the write.
      if (replacing && cache.get(key) === replacing) cache.set(key, entry);
    },
    () => {
      // A failed read is not remembered; a stale entry is kept and read again by a later caller.
      if (replacing) replacing.reading = false;
      else if (cache.get(key) === entry) cache.delete(key);
    },
  );
  return value;
}

export function cachedRead<T>(
  db: object,
  key: string,
  load: () => PromiseLike<T>,
  ttlMs = SHOP_CONTENT_TTL_MS,
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (!hit) return read(cache, key, load, ttlMs);
  if (hit.settled && hit.expiresAt <= Date.now() && !hit.reading) {
    hit.reading = true;
    void read(cache, key, load, ttlMs, hit).catch(() => undefined);
  }
  return hit.value as Promise<T>;
}

/** Drops this process's cached reads of `db` whose key starts with `prefix` (all when omitted). */
export function invalidateReads(db: object, prefix = ''): void {
  const cache = caches.get(db);
  if (!cache) return;
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
}
