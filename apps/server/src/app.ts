import cookie from '@fastify/cookie';
import { ApiCode } from '@shop/contracts/common';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { Db } from './db/client';
import { isApiPath } from './lib/api-path';
import { translate } from './lib/i18n/translate';
import { loggerOptions } from './lib/log-stream';
import { registerModules } from './modules';
import { chatHubPlugin } from './modules/chat';
import { orderExpiryPlugin } from './modules/order';
import { adminStaticPlugin, isAdminPath } from './plugins/admin-static';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { envelopePlugin } from './plugins/envelope';
import { kvPlugin } from './plugins/kv';
import { openapiPlugin } from './plugins/openapi';
import { originGuardPlugin } from './plugins/origin-guard';
import { securityPlugin } from './plugins/security';
import { siteStatusPlugin } from './plugins/site-status';
import { staticPlugin } from './plugins/static';

export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Builds the whole application: external plugins, app plugins, then the feature modules.
 * `readableLogs`: log readable lines instead of JSON (server.ts sets it when stdout is a terminal);
 * `logStream`: where JSON log lines go instead of stdout (a test reading the log).
 */
export async function buildApp(
  config: AppConfig,
  db: Db,
  options: { readableLogs?: boolean; logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.readableLogs ?? false, options.logStream),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(envelopePlugin);
  await app.register(cookie);
  await app.register(dbPlugin, { db });
  await app.register(kvPlugin, { redisUrl: config.redisUrl });
  await app.register(securityPlugin);
  // After helmet, so a refusal carries the security headers; before every module's hooks.
  await app.register(originGuardPlugin, { allowedOrigins: config.allowedOrigins });
  await app.register(openapiPlugin);
  await app.register(siteStatusPlugin, { forceClosed: config.siteClosed });
  await app.register(authPlugin);
  await app.register(staticPlugin, { webDist: config.webDist, uploadDir: config.uploadDir });
  await app.register(adminStaticPlugin, { adminDist: config.adminDist });
  // The live chat: app.chatHub and the socket GET /servicer/socket (before the modules use it).
  await app.register(chatHubPlugin, { allowedOrigins: config.allowedOrigins });

  await registerModules(app, config);
  // Background work: unpaid orders close by themselves (every 60 s, timer cleared on close).
  await app.register(orderExpiryPlugin, { timeoutMinutes: config.orderPayTimeoutMinutes });

  app.setNotFoundHandler((request, reply) => {
    // An API path answers the envelope whatever the method: every call is POST, so anything else
    // there is told so; an unknown POST is "no such call".
    if (isApiPath(request.url)) {
      const key = request.method === 'POST' ? 'common.not_found' : 'common.post_only';
      return reply.fail(ApiCode.FAIL, translate(request.lang(), key));
    }
    if (request.method !== 'GET') {
      return reply.fail(ApiCode.FAIL, translate(request.lang(), 'common.not_found'));
    }
    // A page address (no file extension) gets the app, which shows its own 404 page; a missing
    // file (an asset, an upload) gets a real 404.
    const path = request.url.split('?', 1)[0]?.toLowerCase() ?? '';
    const isPage = !/\.[a-z0-9]+$/.test(path);
    // The staff console's pages get the console, never the storefront (issue 15).
    if (isPage && isAdminPath(path)) return reply.sendAdminApp();
    if (isPage) return reply.sendApp();
    return reply.code(404).type('text/plain').send('Not found');
  });

  return app;
}
