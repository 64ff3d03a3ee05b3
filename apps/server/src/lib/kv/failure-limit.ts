import type { KeyValueStore } from './kv';

/** How many failures of one kind a subject may have before it is locked, and for how long. */
export type FailureLimitRule = {
  /** The key prefix in the store, e.g. `login:account`. */
  name: string;
  /** Checks within `windowMs` (counted from the first) that lock the subject when they fail. */
  max: number;
  windowMs: number;
  /** How long the lock lasts from the failure that reached `max`. */
  lockMs: number;
};

export type FailureLimit = {
  readonly rule: FailureLimitRule;
  isLocked(subject: string): Promise<boolean>;
  /**
   * Counts one check before it is made: its number in the window, or null when the subject is
   * locked or `max` checks are already counted (refuse it unchecked).
   */
  claim(subject: string): Promise<number | null>;
  /** Check number `claimed` failed; true when it reached the limit and locked the subject. */
  fail(subject: string, claimed: number): Promise<boolean>;
  /** Forgets the count and lifts the lock (a proven owner signed in). */
  clear(subject: string): Promise<void>;
};

/**
 * Checks per subject (an account, an address and username) counted in the shared key-value
 * store, so every server process sees the same count and lock (Redis when REDIS_URL is set).
 * The count is incremented atomically before the check is made, so parallel guesses cannot all
 * read a count under the limit: at most `max` are ever checked (issue 25). A right answer clears
 * the count. The count and the lock expire by themselves; nothing needs sweeping.
 */
export function failureLimit(kv: KeyValueStore, rule: FailureLimitRule): FailureLimit {
  const countKey = (subject: string) => `${rule.name}:fail:${subject}`;
  const lockKey = (subject: string) => `${rule.name}:lock:${subject}`;
  const isLocked = async (subject: string) => (await kv.get(lockKey(subject))) !== null;
  return {
    rule,
    isLocked,
    claim: async (subject) => {
      if (await isLocked(subject)) return null;
      const claimed = await kv.increment(countKey(subject), rule.windowMs);
      // Looked at again after counting: a lock set meanwhile has deleted the count it ended.
      return claimed > rule.max || (await isLocked(subject)) ? null : claimed;
    },
    fail: async (subject, claimed) => {
      if (claimed < rule.max) return false;
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
