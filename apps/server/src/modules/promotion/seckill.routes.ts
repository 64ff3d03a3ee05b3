import {
  seckillGoodsInfoEndpoint,
  seckillGoodsPageEndpoint,
  seckillTimesEndpoint,
} from '@shop/contracts/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { getSeckillGoodsInfo, getSeckillGoodsPage, getSeckillTimes } from './seckill.service';

/** The seckill zone (秒杀): today's slots, a slot's goods, one goods' detail (spec §7). */
export const seckillRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    seckillTimesEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(seckillTimesEndpoint, 'seckill') },
    async (request, reply) => reply.ok(await getSeckillTimes(app.db, request.lang())),
  );

  app.post(
    seckillGoodsPageEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(seckillGoodsPageEndpoint, 'seckill') },
    async (request, reply) =>
      reply.ok(await getSeckillGoodsPage(app.db, await request.viewer(), request.body)),
  );

  app.post(
    seckillGoodsInfoEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(seckillGoodsInfoEndpoint, 'seckill') },
    async (request, reply) =>
      reply.ok(await getSeckillGoodsInfo(app.db, await request.viewer(), request.body.id)),
  );
};
