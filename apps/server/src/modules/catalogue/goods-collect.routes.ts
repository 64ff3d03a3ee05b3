import {
  goodsCollectAddEndpoint,
  goodsCollectCheckEndpoint,
  goodsCollectDeleteEndpoint,
  goodsCollectPageEndpoint,
} from '@shop/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
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
    goodsCollectAddEndpoint.path,
    { config: { auth: 'required' }, schema: endpointSchema(goodsCollectAddEndpoint, 'catalogue') },
    async (request, reply) =>
      reply.ok(await addGoodsCollect(app.db, memberIdOf(request), request.body)),
  );

  app.post(
    goodsCollectDeleteEndpoint.path,
    {
      config: { auth: 'required' },
      schema: endpointSchema(goodsCollectDeleteEndpoint, 'catalogue'),
    },
    async (request, reply) =>
      reply.ok(await removeGoodsCollect(app.db, memberIdOf(request), request.body.goods_id)),
  );

  app.post(
    goodsCollectCheckEndpoint.path,
    {
      config: { auth: 'optional' },
      schema: endpointSchema(goodsCollectCheckEndpoint, 'catalogue'),
    },
    async (request, reply) =>
      reply.ok(
        await isGoodsCollected(app.db, request.auth?.memberId ?? null, request.body.goods_id),
      ),
  );

  app.post(
    goodsCollectPageEndpoint.path,
    { config: { auth: 'required' }, schema: endpointSchema(goodsCollectPageEndpoint, 'catalogue') },
    async (request, reply) => {
      const viewer = await memberViewerOf(request);
      return reply.ok(await getGoodsCollectPage(app.db, viewer, request.body));
    },
  );
};
