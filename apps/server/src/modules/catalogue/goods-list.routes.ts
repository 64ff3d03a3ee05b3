import {
  GoodsCardPageSchema,
  GoodsSkuPageBodySchema,
  GoodsSuggestBodySchema,
  GoodsSuggestionListSchema,
} from '@shop/contracts/catalogue';
import { envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listGoodsCards, suggestGoods } from './goods-list.service';
import { viewerOf } from './viewer';

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
      reply.ok(await listGoodsCards(app.db, request.body, await viewerOf(app.db, request.auth))),
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
};
