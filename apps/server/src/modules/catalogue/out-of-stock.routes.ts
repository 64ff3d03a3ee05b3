import {
  OutOfStockAddBodySchema,
  OutOfStockAddResultSchema,
  OutOfStockPageBodySchema,
  OutOfStockPageSchema,
} from '@shop/contracts/catalogue';
import { envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdOf } from '../../plugins/auth';
import { addDemand, getMemberDemands } from './out-of-stock.service';

/** Submissions per client address per hour: enough for a pharmacy, too few for a script. */
export const OUT_OF_STOCK_RATE_LIMIT = { max: 10, timeWindow: 60 * 60_000 };

/** 缺货登记: anyone may register demand; a member also reads their own registrations. */
export const outOfStockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/outofstock/add',
    {
      config: { auth: 'optional', rateLimit: OUT_OF_STOCK_RATE_LIMIT },
      schema: {
        tags: ['catalogue'],
        body: OutOfStockAddBodySchema,
        response: { 200: envelopeSchema(OutOfStockAddResultSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await addDemand(app.db, request.auth?.memberId ?? null, request.body)),
  );

  app.post(
    '/api/outofstock/page',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['catalogue'],
        body: OutOfStockPageBodySchema,
        response: { 200: envelopeSchema(OutOfStockPageSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await getMemberDemands(app.db, memberIdOf(request), request.body)),
  );
};
