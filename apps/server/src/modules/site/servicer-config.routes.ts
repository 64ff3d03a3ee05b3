import { servicerConfigEndpoint } from '@shop/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { getServicerConfig } from './servicer-config.service';

export const servicerConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    servicerConfigEndpoint.path,
    { schema: endpointSchema(servicerConfigEndpoint, 'site') },
    async (_request, reply) => reply.ok(await getServicerConfig(app.db)),
  );
};
