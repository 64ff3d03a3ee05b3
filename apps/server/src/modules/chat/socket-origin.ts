/**
 * Whether a socket upgrade's Origin may connect: the page must come from this very host (its
 * host equals the Host header) or from an origin listed in ALLOWED_ORIGINS. A missing or
 * malformed Origin is refused: browsers always send one, so a page elsewhere cannot open a
 * socket with the visitor's cookies (cross-site WebSocket hijacking).
 */
export function isAllowedSocketOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (host && url.host.toLowerCase() === host.toLowerCase()) return true;
  return allowedOrigins.some((allowed) => {
    try {
      return new URL(allowed).origin === url.origin;
    } catch {
      return false;
    }
  });
}
