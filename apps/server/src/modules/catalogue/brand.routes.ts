import { BrandCenterBodySchema, BrandCenterPageSchema } from '@shop/contracts/catalogue';
import { envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBrandCenterPage } from './brand.service';

export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/goodsbrand/centerPage',
    {
      schema: {
        tags: ['catalogue'],
        body: BrandCenterBodySchema,
        response: { 200: envelopeSchema(BrandCenterPageSchema) },
      },
    },
    async (request, reply) => reply.ok(await getBrandCenterPage(app.db, request.body)),
  );
};
