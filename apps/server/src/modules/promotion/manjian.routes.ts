import { manjianInfoEndpoint } from '@shop/contracts/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { getManjianInfo } from './manjian.service';

/** Full reduction 满减 (spec §7 /manjian/api/manjian/info). */
export const manjianRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    manjianInfoEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(manjianInfoEndpoint, 'manjian') },
    async (request, reply) =>
      reply.ok(await getManjianInfo(app.db, await request.viewer(), request.body.goods_id)),
  );
};
