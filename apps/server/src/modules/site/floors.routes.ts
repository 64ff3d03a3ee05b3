import { floorsEndpoint } from '@shop/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { getFloors } from './floors.service';

export const floorsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The home page floors; goods cards carry prices only for members allowed to see them.
  app.post(
    floorsEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(floorsEndpoint, 'site') },
    async (request, reply) =>
      reply.ok(await getFloors(app.db, await request.viewer(), request.lang())),
  );
};
