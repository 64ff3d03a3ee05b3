import { envelopeSchema } from '@shop/contracts/common';
import { FloorListSchema, FloorsBodySchema } from '@shop/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getFloors } from './floors.service';

export const floorsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The home page floors; goods cards carry prices only for members allowed to see them.
  app.post(
    '/api/pc/floors',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['site'],
        body: FloorsBodySchema,
        response: { 200: envelopeSchema(FloorListSchema) },
      },
    },
    async (request, reply) => reply.ok(await getFloors(app.db, await request.viewer())),
  );
};
