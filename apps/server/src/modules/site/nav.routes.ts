import { EmptyBodySchema, envelopeSchema } from '@shop/contracts/common';
import { NavListSchema } from '@shop/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listNavEntries } from './nav.service';

export const navRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/pc/navList',
    {
      schema: {
        tags: ['site'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(NavListSchema) },
      },
    },
    async (_request, reply) => reply.ok(await listNavEntries(app.db)),
  );
};
