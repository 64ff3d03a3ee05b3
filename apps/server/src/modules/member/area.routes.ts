import { envelopeSchema } from '@shop/contracts/common';
import {
  AreaListBodySchema,
  AreaListSchema,
  AreaTreeBodySchema,
  AreaTreeSchema,
} from '@shop/contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRegionChildren, regionTree } from './area.service';

/** Regions for the province/city/district pickers (open to visitors: registration needs them). */
export const areaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/address/lists',
    {
      schema: {
        tags: ['member'],
        body: AreaListBodySchema,
        response: { 200: envelopeSchema(AreaListSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await listRegionChildren(app.db, request.body.pid, request.body.level)),
  );

  app.post(
    '/api/address/city',
    {
      schema: {
        tags: ['member'],
        body: AreaTreeBodySchema,
        response: { 200: envelopeSchema(AreaTreeSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await regionTree(app.db, request.body.pid, request.body.level ?? 3)),
  );
};
