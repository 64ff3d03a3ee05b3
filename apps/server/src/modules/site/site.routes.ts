import { siteInfoEndpoint, siteStatusEndpoint } from '@shop/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { getSiteInfo } from '../settings';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    siteInfoEndpoint.path,
    { schema: endpointSchema(siteInfoEndpoint, 'site') },
    async (_request, reply) => reply.ok(await getSiteInfo(app.db)),
  );

  // Reaching this handler means the site is open: a closed site answers -3 before it.
  app.post(
    siteStatusEndpoint.path,
    { schema: endpointSchema(siteStatusEndpoint, 'site') },
    async (_request, reply) => reply.ok({ status: 1 as const }),
  );
};
