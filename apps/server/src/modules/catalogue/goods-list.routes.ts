import {
  GoodsCardPageSchema,
  GoodsFacetsBodySchema,
  GoodsFacetsSchema,
  GoodsSkuPageBodySchema,
  GoodsSuggestBodySchema,
  GoodsSuggestionListSchema,
} from '@shop/contracts/catalogue';
import { envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { goodsFacets, listGoodsCards, suggestGoods } from './goods-list.service';

export const goodsListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/goodssku/page',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['catalogue'],
        body: GoodsSkuPageBodySchema,
        response: { 200: envelopeSchema(GoodsCardPageSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await listGoodsCards(app.db, request.body, await request.viewer())),
  );

  app.post(
    '/api/goodssku/searchGoodsByKeyWord',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['catalogue'],
        body: GoodsSuggestBodySchema,
        response: { 200: envelopeSchema(GoodsSuggestionListSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await suggestGoods(app.db, request.body.keyword, request.body.limit)),
  );

  app.post(
    '/api/goodssku/facets',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['catalogue'],
        body: GoodsFacetsBodySchema,
        response: { 200: envelopeSchema(GoodsFacetsSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await goodsFacets(app.db, request.body, await request.viewer())),
  );
};
