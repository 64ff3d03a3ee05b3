/**
 * Whether a URL path names an API call rather than a page or a file: its first or second segment
 * is `api`, as in `/api/cart/add` and the addon-prefixed calls `/coupon/api/coupon/num` or
 * `/servicer/api/workbench/info` (ARCHITECTURE: the API contract). Matched case-insensitively,
 * like the routes; a query string is ignored.
 */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  const segments = path.toLowerCase().split('/').filter(Boolean);
  return segments[0] === 'api' || segments[1] === 'api';
}
