/**
 * Whether an `Origin` header names this site or a trusted one: its host (with port) equals `host`,
 * the host the request was sent to (the Host header, or X-Forwarded-Host behind a trusted proxy:
 * Fastify's `request.host`), or its scheme, host and port equal an origin of ALLOWED_ORIGINS.
 * A missing, opaque (`null`), malformed or non-http(s) origin is not allowed. Used by the chat
 * socket upgrade (which refuses a missing Origin too) and by the state-changing calls.
 */
export function isAllowedOrigin(
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
