import type { KeyValueStore } from './kv';

type Entry = { value: string; expiresAt: number };

export function createMemoryKv(now: () => number = Date.now): KeyValueStore {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
  }, 60_000);
  sweep.unref();

  return {
    set: async (key, value, ttlMs) => {
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    get: async (key) => live(key)?.value ?? null,
    take: async (key) => {
      const entry = live(key);
      entries.delete(key);
      return entry?.value ?? null;
    },
    delete: async (key) => {
      entries.delete(key);
    },
    increment: async (key, windowMs) => {
      const entry = live(key);
      const next = entry ? Number(entry.value) + 1 : 1;
      entries.set(key, { value: String(next), expiresAt: entry?.expiresAt ?? now() + windowMs });
      return next;
    },
    close: async () => clearInterval(sweep),
  };
}
