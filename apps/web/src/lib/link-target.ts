/** Where a configured link (advert, navigation entry) leads. */
export type LinkTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const WEB = /^https?:\/\//i;

/** The url inside a nav entry's `nav_url` JSON text (`{"url": "..."}`); '' when malformed. */
export function parseNavUrl(text: string): string {
  try {
    const value = JSON.parse(text) as { url?: unknown } | null;
    return typeof value?.url === 'string' ? value.url.trim() : '';
  } catch {
    return '';
  }
}

/**
 * An http(s) address opens as an external link; anything else is an in-site path. Other schemes
 * (javascript:, data:) are refused, and in-site paths without a page yet give no link at all, so
 * the storefront never shows a dead or unsafe link.
 */
export function resolveLink(url: string, hasPage: (path: string) => boolean): LinkTarget | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  if (WEB.test(trimmed)) return { kind: 'external', href: trimmed };
  if (SCHEME.test(trimmed) || trimmed.startsWith('//')) return null;
  const to = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return hasPage(to) ? { kind: 'internal', to } : null;
}

/** Whether a configured address leaves the site (an http(s) address). */
export function isExternalUrl(url: string): boolean {
  return WEB.test(url.trim());
}

/** Whether the page at `pathname` belongs to the in-site link `to` (the entry is highlighted). */
export function isLinkActive(to: string, pathname: string): boolean {
  const target = (to.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase() || '/';
  const current = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}
