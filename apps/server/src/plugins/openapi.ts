import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of every call, generated from the zod schemas, at GET /api/docs. */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Wholesale storefront API',
        description:
          'Niushop-compatible calls: POST JSON, answers `{ code, message, data, timestamp }`.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true }, config: { openWhenClosed: true } }, async () =>
    app.swagger(),
  );
});
