import {
  GoodsCollectAddBodySchema,
  GoodsCollectAddResultSchema,
  GoodsCollectCheckBodySchema,
  GoodsCollectCheckResultSchema,
  GoodsCollectDeleteBodySchema,
  GoodsCollectDeleteResultSchema,
  GoodsCollectPageBodySchema,
  GoodsCollectPageSchema,
} from '@shop/contracts/catalogue';
import { envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdOf, memberViewerOf } from '../../plugins/auth';
import {
  addGoodsCollect,
  getGoodsCollectPage,
  isGoodsCollected,
  removeGoodsCollect,
} from './goods-collect.service';

/** Favourites (我的收藏): the member comes from the token only. */
export const goodsCollectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/goodscollect/add',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['catalogue'],
        body: GoodsCollectAddBodySchema,
        response: { 200: envelopeSchema(GoodsCollectAddResultSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await addGoodsCollect(app.db, memberIdOf(request), request.body)),
  );

  app.post(
    '/api/goodscollect/delete',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['catalogue'],
        body: GoodsCollectDeleteBodySchema,
        response: { 200: envelopeSchema(GoodsCollectDeleteResultSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await removeGoodsCollect(app.db, memberIdOf(request), request.body.goods_id)),
  );

  app.post(
    '/api/goodscollect/iscollect',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['catalogue'],
        body: GoodsCollectCheckBodySchema,
        response: { 200: envelopeSchema(GoodsCollectCheckResultSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await isGoodsCollected(app.db, request.auth?.memberId ?? null, request.body.goods_id),
      ),
  );

  app.post(
    '/api/goodscollect/page',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['catalogue'],
        body: GoodsCollectPageBodySchema,
        response: { 200: envelopeSchema(GoodsCollectPageSchema) },
      },
    },
    async (request, reply) => {
      const viewer = await memberViewerOf(request);
      return reply.ok(await getGoodsCollectPage(app.db, viewer, request.body));
    },
  );
};
