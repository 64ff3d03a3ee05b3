import type { KeyValueStore } from './kv';

/** How many failures of one kind a subject may have before it is locked, and for how long. */
export type FailureLimitRule = {
  /** The key prefix in the store, e.g. `login:account`. */
  name: string;
  /** Failures within `windowMs` (counted from the first) that lock the subject. */
  max: number;
  windowMs: number;
  /** How long the lock lasts from the failure that reached `max`. */
  lockMs: number;
};

export type FailureLimit = {
  readonly rule: FailureLimitRule;
  isLocked(subject: string): Promise<boolean>;
  /** Counts a failure; true when this one reached the limit and locked the subject. */
  fail(subject: string): Promise<boolean>;
  /** Forgets the failures and lifts the lock (a proven owner signed in). */
  clear(subject: string): Promise<void>;
};

/**
 * Failures per subject (an account, an address and username) kept in the shared key-value
 * store, so every server process sees the same count and lock (Redis when REDIS_URL is set).
 * The count and the lock expire by themselves; nothing needs sweeping.
 */
export function failureLimit(kv: KeyValueStore, rule: FailureLimitRule): FailureLimit {
  const countKey = (subject: string) => `${rule.name}:fail:${subject}`;
  const lockKey = (subject: string) => `${rule.name}:lock:${subject}`;
  return {
    rule,
    isLocked: async (subject) => (await kv.get(lockKey(subject))) !== null,
    fail: async (subject) => {
      if ((await kv.increment(countKey(subject), rule.windowMs)) < rule.max) return false;
      await kv.set(lockKey(subject), '1', rule.lockMs);
      // The next count starts after the lock, not inside the old window.
      await kv.delete(countKey(subject));
      return true;
    },
    clear: async (subject) => {
      await kv.delete(countKey(subject));
      await kv.delete(lockKey(subject));
    },
  };
}
