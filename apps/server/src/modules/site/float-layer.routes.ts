import { EmptyBodySchema, envelopeSchema } from '@shop/contracts/common';
import { FloatLayerSchema } from '@shop/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getFloatLayer } from './float-layer.service';

export const floatLayerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/pc/floatLayer',
    {
      schema: {
        tags: ['site'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(FloatLayerSchema) },
      },
    },
    async (_request, reply) => reply.ok(await getFloatLayer(app.db)),
  );
};
