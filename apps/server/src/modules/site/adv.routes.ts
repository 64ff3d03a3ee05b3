import { advDetailEndpoint } from '@shop/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { getAdvDetail } from './adv.service';

export const advRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    advDetailEndpoint.path,
    { schema: endpointSchema(advDetailEndpoint, 'site') },
    async (request, reply) => reply.ok(await getAdvDetail(app.db, request.body.keyword)),
  );
};
