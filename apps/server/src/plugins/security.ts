import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** One year, subdomains included (helmet's default value). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** helmet's options: a CSP for the storefront's own assets; HSTS is decided per request below. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd writes its styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // helmet would send HSTS on every answer; it is sent below, over https only.
  hsts: false,
};

/**
 * The headers helmet sets, worked out once: they depend on the options only, and building helmet
 * for every request (as its Fastify plugin does) parses the CSP each time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  // helmet throws on bad options rather than passing them on, so `next` has nothing to do.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Security headers with a CSP, and the rate limiter routes opt into (shared via Redis when set). */
export const securityPlugin = fp(async (app) => {
  const securityHeaders = helmetHeaders(HELMET_OPTIONS);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders);
  });

  // HSTS only when the request came over https: TLS at this process, or a TLS-terminating proxy
  // saying so in X-Forwarded-Proto when TRUST_PROXY is set (request.protocol honours both).
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });

  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: 'shop:rl:' } : {}),
    errorResponseBuilder: () => new AppError('common.too_many_requests'),
  });
});
