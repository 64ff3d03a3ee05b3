/**
 * PostgreSQL errors of contention: a lock wait that timed out (`lock_timeout`), a serialization
 * failure, a deadlock. Callers answer them with a retryable message instead of a fault.
 */
export function isContention(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (code === '55P03' || code === '40001' || code === '40P01') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
