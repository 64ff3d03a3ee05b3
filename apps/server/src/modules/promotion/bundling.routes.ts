import { envelopeSchema } from '@shop/contracts/common';
import { BundlingDetailBodySchema, BundlingDetailSchema } from '@shop/contracts/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBundlingDetail } from './bundling.service';

/** Combo 组合套餐: one bundle's page (/promotion/combo-{id}). */
export const bundlingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bundling/api/bundling/detail',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['bundling'],
        body: BundlingDetailBodySchema,
        response: { 200: envelopeSchema(BundlingDetailSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await getBundlingDetail(app.db, await request.viewer(), request.body.bl_id, request.lang()),
      ),
  );
};
