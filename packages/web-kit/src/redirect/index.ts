/** The sign-in pages of either app: never a page to return to after signing in. */
const SIGN_IN_PAGES = /^\/(login|register|find_pass)(\/|\?|#|$)/i;

/**
 * Where to go after signing in: the `redirect` parameter when it is a path inside the app
 * (starts with "/", not "//" or "/\", no control characters, not a sign-in page), otherwise
 * `fallback` (the app's home page): never another site.
 */
export function safeRedirect(raw: string | null | undefined, fallback: string): string {
  if (!raw || raw.length > 2000) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  if (SIGN_IN_PAGES.test(raw)) return fallback;
  return raw;
}

/**
 * The sign-in page's address that returns to `path` afterwards (spec §8: go to /login with
 * redirect); the home page and the sign-in page itself need no return.
 */
export const loginPath = (path: string): string =>
  path === '/' || SIGN_IN_PAGES.test(path)
    ? '/login'
    : `/login?redirect=${encodeURIComponent(path)}`;
