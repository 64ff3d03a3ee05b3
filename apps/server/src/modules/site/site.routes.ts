import { EmptyBodySchema, envelopeSchema } from '@shop/contracts/common';
import { SiteInfoSchema, SiteStatusSchema } from '@shop/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSiteInfo } from '../settings';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/site/info',
    {
      schema: {
        tags: ['site'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(SiteInfoSchema) },
      },
    },
    async (_request, reply) => reply.ok(await getSiteInfo(app.db)),
  );

  // Reaching this handler means the site is open: a closed site answers -3 before it.
  app.post(
    '/api/site/status',
    {
      schema: {
        tags: ['site'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(SiteStatusSchema) },
      },
    },
    async (_request, reply) => reply.ok({ status: 1 as const }),
  );
};
