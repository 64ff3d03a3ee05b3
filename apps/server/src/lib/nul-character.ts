/**
 * Whether a parsed JSON body holds a NUL character (U+0000) in any string or key, at any depth.
 * PostgreSQL text cannot store NUL, so such a value would fail deep inside a query; the request
 * is refused up front instead. Walks iteratively (a deeply nested or very wide body cannot overflow the stack)
 * and only through plain objects and arrays, which is all JSON.parse makes.
 */
export function containsNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      for (const child of current) pending.push(child);
    } else if (isPlainObject(current)) {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
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
