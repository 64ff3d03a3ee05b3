const AUTH_PAGES = /^\/(login|register|find_pass)(\/|\?|#|$)/i;

/**
 * Where to go after login: the `redirect` query when it is an in-site path (starts with "/",
 * not "//" or "/\", no control characters, not a sign-in page), otherwise `fallback`.
 */
export function safeRedirect(raw: string | null | undefined, fallback = '/index'): string {
  if (!raw || raw.length > 2000) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  if (AUTH_PAGES.test(raw)) return fallback;
  return raw;
}
