import { envelopeSchema } from '@shop/contracts/common';
import { AdvDetailBodySchema, AdvDetailSchema } from '@shop/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAdvDetail } from './adv.service';

export const advRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/adv/detail',
    {
      schema: {
        tags: ['site'],
        body: AdvDetailBodySchema,
        response: { 200: envelopeSchema(AdvDetailSchema) },
      },
    },
    async (request, reply) => reply.ok(await getAdvDetail(app.db, request.body.keyword)),
  );
};
