/**
 * Short-lived shared state: one-time codes and counters. In-process by default; Redis when
 * REDIS_URL is set, so several server processes share it.
 */
export interface KeyValueStore {
  set(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  /** Reads and deletes in one step: a one-time code can be used once, even under a race. */
  take(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /** Increments a counter, starting its expiry window on the first increment. */
  increment(key: string, windowMs: number): Promise<number>;
  close(): Promise<void>;
}
