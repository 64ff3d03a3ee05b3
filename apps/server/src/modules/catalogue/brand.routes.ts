import { brandCenterEndpoint } from '@shop/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { getBrandCenterPage } from './brand.service';

export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    brandCenterEndpoint.path,
    { schema: endpointSchema(brandCenterEndpoint, 'catalogue') },
    async (request, reply) => reply.ok(await getBrandCenterPage(app.db, request.body)),
  );
};
