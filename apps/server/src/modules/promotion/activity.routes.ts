import { activityEndpoint } from '@shop/contracts/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { getActivityPage } from './activity.service';

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  // The activity zone: running promotions with their goods. Not in the spec's call list (the
  // original storefront composed it from per-kind calls); documented in the closing note.
  app.post(
    activityEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(activityEndpoint, 'promotion') },
    async (request, reply) =>
      reply.ok(await getActivityPage(app.db, await request.viewer(), request.body)),
  );
};
