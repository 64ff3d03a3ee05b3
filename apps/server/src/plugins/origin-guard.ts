import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { isAllowedOrigin } from '../lib/origin';

/** Methods that change nothing; every call of the API is a POST. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State changes come only from this site's pages: a request other than GET/HEAD/OPTIONS whose
 * `Origin` is present but is neither this host (Host, or X-Forwarded-Host with TRUST_PROXY) nor
 * listed in ALLOWED_ORIGINS is refused with code -1 before its body is read, so a page elsewhere
 * cannot act with the visitor's session cookie. A request without Origin passes: browsers send
 * one with every POST, so its absence means a server-to-server caller, not a visitor's page.
 * Answered HTTP 200 with the envelope like every refusal (the API contract).
 */
export const originGuardPlugin = fp<{ allowedOrigins: readonly string[] }>(
  async (app, { allowedOrigins }) => {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin === undefined) return;
      if (!isAllowedOrigin(origin, request.host, allowedOrigins)) {
        request.log.warn({ origin, host: request.host }, 'foreign origin refused');
        throw new AppError('common.foreign_origin');
      }
    });
  },
);
