import { envelopeSchema } from '@shop/contracts/common';
import {
  SeckillGoodsInfoBodySchema,
  SeckillGoodsInfoSchema,
  SeckillGoodsPageBodySchema,
  SeckillGoodsPageSchema,
  SeckillTimesBodySchema,
  SeckillTimesSchema,
} from '@shop/contracts/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSeckillGoodsInfo, getSeckillGoodsPage, getSeckillTimes } from './seckill.service';

/** The seckill zone (秒杀): today's slots, a slot's goods, one goods' detail (spec §7). */
export const seckillRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/seckill/api/seckill/lists',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['seckill'],
        body: SeckillTimesBodySchema,
        response: { 200: envelopeSchema(SeckillTimesSchema) },
      },
    },
    async (_request, reply) => reply.ok(await getSeckillTimes(app.db)),
  );

  app.post(
    '/seckill/api/seckillgoods/page',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['seckill'],
        body: SeckillGoodsPageBodySchema,
        response: { 200: envelopeSchema(SeckillGoodsPageSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await getSeckillGoodsPage(app.db, await request.viewer(), request.body)),
  );

  app.post(
    '/seckill/api/seckillgoods/info',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['seckill'],
        body: SeckillGoodsInfoBodySchema,
        response: { 200: envelopeSchema(SeckillGoodsInfoSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await getSeckillGoodsInfo(app.db, await request.viewer(), request.body.id)),
  );
};
