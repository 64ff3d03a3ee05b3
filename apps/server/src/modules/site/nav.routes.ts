import { navListEndpoint } from '@shop/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { listNavEntries } from './nav.service';

export const navRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    navListEndpoint.path,
    { schema: endpointSchema(navListEndpoint, 'site') },
    async (request, reply) => reply.ok(await listNavEntries(app.db, request.lang())),
  );
};
