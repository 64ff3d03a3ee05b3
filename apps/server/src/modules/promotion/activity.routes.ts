import { envelopeSchema } from '@shop/contracts/common';
import { ActivityBodySchema, ActivityPageSchema } from '@shop/contracts/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getActivityPage } from './activity.service';

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  // The activity zone: running promotions with their goods. Not in the spec's call list (the
  // original storefront composed it from per-kind calls); documented in the closing note.
  app.post(
    '/api/promotion/activity',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['promotion'],
        body: ActivityBodySchema,
        response: { 200: envelopeSchema(ActivityPageSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await getActivityPage(app.db, await request.viewer(), request.body)),
  );
};
