import { bundlingDetailEndpoint } from '@shop/contracts/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { getBundlingDetail } from './bundling.service';

/** Combo 组合套餐: one bundle's page (/promotion/combo-{id}). */
export const bundlingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    bundlingDetailEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(bundlingDetailEndpoint, 'bundling') },
    async (request, reply) =>
      reply.ok(
        await getBundlingDetail(app.db, await request.viewer(), request.body.bl_id, request.lang()),
      ),
  );
};
