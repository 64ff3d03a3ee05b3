import { EmptyBodySchema, envelopeSchema } from '@shop/contracts/common';
import { ServicerConfigSchema } from '@shop/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getServicerConfig } from './servicer-config.service';

export const servicerConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/config/servicer',
    {
      schema: {
        tags: ['site'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(ServicerConfigSchema) },
      },
    },
    async (_request, reply) => reply.ok(await getServicerConfig(app.db)),
  );
};
