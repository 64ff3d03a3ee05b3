/**
 * The in-site paths that have a page. Widgets hide entries whose page does not exist yet, so the
 * storefront never shows a dead link. Filled once by the router.
 */
const available = new Set<string>();

export function registerAvailableRoutes(paths: Iterable<string>): void {
  for (const p of paths) available.add(normalize(p));
}

export function isRouteAvailable(path: string): boolean {
  const pathname = normalize(path.split(/[?#]/)[0] ?? '');
  if (available.has(pathname)) return true;
  // Patterns such as /sku-:id or /cms/help-:id.
  for (const pattern of available) {
    if (!pattern.includes(':')) continue;
    const re = new RegExp(
      `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-zA-Z_]+/g, '[^/]+')}$`,
    );
    if (re.test(pathname)) return true;
  }
  return false;
}

const normalize = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '').toLowerCase() : p);
