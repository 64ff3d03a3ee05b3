import { envelopeSchema } from '@shop/contracts/common';
import { ManjianInfoBodySchema, ManjianInfoSchema } from '@shop/contracts/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getManjianInfo } from './manjian.service';

/** Full reduction 满减 (spec §7 /manjian/api/manjian/info). */
export const manjianRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/manjian/api/manjian/info',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['manjian'],
        body: ManjianInfoBodySchema,
        response: { 200: envelopeSchema(ManjianInfoSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await getManjianInfo(app.db, await request.viewer(), request.body.goods_id)),
  );
};
