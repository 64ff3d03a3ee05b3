import {
  goodsFacetsEndpoint,
  goodsSkuPageEndpoint,
  goodsSuggestEndpoint,
} from '@shop/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { goodsFacets, listGoodsCards, suggestGoods } from './goods-list.service';

export const goodsListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    goodsSkuPageEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(goodsSkuPageEndpoint, 'catalogue') },
    async (request, reply) =>
      reply.ok(await listGoodsCards(app.db, request.body, await request.viewer())),
  );

  app.post(
    goodsSuggestEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(goodsSuggestEndpoint, 'catalogue') },
    async (request, reply) =>
      reply.ok(await suggestGoods(app.db, request.body.keyword, request.body.limit)),
  );

  app.post(
    goodsFacetsEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(goodsFacetsEndpoint, 'catalogue') },
    async (request, reply) =>
      reply.ok(await goodsFacets(app.db, request.body, await request.viewer())),
  );
};
