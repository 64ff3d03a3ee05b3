import swagger from '@fastify/swagger';
import { ERP_HEADERS, ERP_SIGNING_DESCRIPTION, OPEN_API_DOCS_PATH } from '@shop/contracts/erp';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { OPEN_API_SECURITY, OPEN_API_TAG } from '../modules/erp';

/**
 * The OpenAPI document of every call, generated from the zod schemas, at GET /api/docs. The open
 * API for ERP tools (issue 26) is its own tag with the signing scheme; `openRoute` lists each open
 * call there with its scope and example.
 */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Wholesale storefront API',
        description:
          'Niushop-compatible calls: POST JSON, answers `{ code, message, data, timestamp }`.',
        version: '1.0.0',
      },
      tags: [{ name: OPEN_API_TAG, description: ERP_SIGNING_DESCRIPTION }],
      components: {
        securitySchemes: {
          [OPEN_API_SECURITY]: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Erp-Key',
            description: `${ERP_SIGNING_DESCRIPTION} Headers: ${Object.values(ERP_HEADERS).join(', ')}.`,
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get(
    OPEN_API_DOCS_PATH,
    { schema: { hide: true }, config: { openWhenClosed: true } },
    async () => app.swagger(),
  );
});
