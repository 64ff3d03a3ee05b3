/**
 * The console page to return to after signing in, from the sign-in page's `redirect` parameter:
 * only a path inside the console (`/orders?status=paid`), never another site (`//evil.example`,
 * `https://...`) or the sign-in page itself; anything else goes to the home page.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/';
  if (/^\/login(?:[/?#]|$)/.test(value)) return '/';
  return value;
}

/** The sign-in page's address that returns to `path` afterwards. */
export const loginPath = (path: string): string =>
  path === '/' || path.startsWith('/login')
    ? '/login'
    : `/login?redirect=${encodeURIComponent(path)}`;
