import { shopPageEndpoint } from '@shop/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { getShopPage } from './shop.service';

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    shopPageEndpoint.path,
    { schema: endpointSchema(shopPageEndpoint, 'catalogue') },
    async (request, reply) => reply.ok(await getShopPage(app.db, request.body)),
  );
};
