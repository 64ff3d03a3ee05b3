import { areaListEndpoint, areaTreeEndpoint } from '@shop/contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { listRegionChildren, regionTree } from './area.service';

/** Regions for the province/city/district pickers (open to visitors: registration needs them). */
export const areaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    areaListEndpoint.path,
    { schema: endpointSchema(areaListEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await listRegionChildren(app.db, request.body.pid, request.body.level)),
  );

  app.post(
    areaTreeEndpoint.path,
    { schema: endpointSchema(areaTreeEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await regionTree(app.db, request.body.pid, request.body.level ?? 3)),
  );
};
