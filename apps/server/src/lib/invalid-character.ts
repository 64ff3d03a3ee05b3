/**
 * A character PostgreSQL text cannot store: NUL (U+0000), or a lone UTF-16 surrogate (`"\ud800"`
 * in JSON, half of a pair; issue 25), which the driver cannot encode as UTF-8.
 */
const LONE_SURROGATE = /\p{Cs}/u;
const invalid = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * Whether a parsed JSON body holds an invalid character (see `invalid`) in any string or key, at
 * any depth. Such a value would fail deep inside a query; the request is refused up front
 * instead. Walks iteratively (a deeply nested or very wide body cannot overflow the stack) and
 * only through plain objects and arrays, which is all JSON.parse makes.
 */
export function containsInvalidCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (invalid(current)) return true;
    } else if (Array.isArray(current)) {
      for (const child of current) pending.push(child);
    } else if (isPlainObject(current)) {
      for (const [key, child] of Object.entries(current)) {
        if (invalid(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
