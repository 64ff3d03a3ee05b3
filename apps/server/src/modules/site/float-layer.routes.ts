import { floatLayerEndpoint } from '@shop/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { getFloatLayer } from './float-layer.service';

export const floatLayerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    floatLayerEndpoint.path,
    { schema: endpointSchema(floatLayerEndpoint, 'site') },
    async (_request, reply) => reply.ok(await getFloatLayer(app.db)),
  );
};
