import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** One year, subdomains included (helmet's default value). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Security headers with a CSP, and the rate limiter routes opt into (shared via Redis when set). */
export const securityPlugin = fp(async (app) => {
  await app.register(helmet, {
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
