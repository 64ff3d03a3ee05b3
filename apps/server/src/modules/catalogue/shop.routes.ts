import { ShopPageBodySchema, ShopPageSchema } from '@shop/contracts/catalogue';
import { envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getShopPage } from './shop.service';

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/shop/page',
    {
      schema: {
        tags: ['catalogue'],
        body: ShopPageBodySchema,
        response: { 200: envelopeSchema(ShopPageSchema) },
      },
    },
    async (request, reply) => reply.ok(await getShopPage(app.db, request.body)),
  );
};
