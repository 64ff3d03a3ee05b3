/**
 * A short-lived, per-process cache for shop-wide reads that every page load repeats (settings,
 * category tree, adverts, navigation, footer, help classes) and that staff change rarely. Entries
 * are kept per database handle, hold the pending promise (concurrent callers share one query), and
 * expire after `ttlMs`; a write through the owning service invalidates them at once in this
 * process, other processes see it within the time to live.
 */
type Entry = { expiresAt: number; value: Promise<unknown> };

export const SHOP_CONTENT_TTL_MS = 5_000;

const caches = new WeakMap<object, Map<string, Entry>>();

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
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  // A query builder is a thenable that runs its query on every `then`: settle it once.
  const value = Promise.resolve(load());
  cache.set(key, { expiresAt: now + ttlMs, value });
  // A failed read is not remembered.
  value.catch(() => cache.delete(key));
  return value;
}

/** Drops this process's cached reads of `db` whose key starts with `prefix` (all when omitted). */
export function invalidateReads(db: object, prefix = ''): void {
  const cache = caches.get(db);
  if (!cache) return;
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
}
