import { outOfStockAddEndpoint, outOfStockPageEndpoint } from '@shop/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { memberIdOf } from '../../plugins/auth';
import { addDemand, getMemberDemands } from './out-of-stock.service';

/** Submissions per client address per hour: enough for a pharmacy, too few for a script. */
export const OUT_OF_STOCK_RATE_LIMIT = { max: 10, timeWindow: 60 * 60_000 };

/** 缺货登记: anyone may register demand; a member also reads their own registrations. */
export const outOfStockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    outOfStockAddEndpoint.path,
    {
      config: { auth: 'optional', rateLimit: OUT_OF_STOCK_RATE_LIMIT },
      schema: endpointSchema(outOfStockAddEndpoint, 'catalogue'),
    },
    async (request, reply) =>
      reply.ok(await addDemand(app.db, request.auth?.memberId ?? null, request.body)),
  );

  app.post(
    outOfStockPageEndpoint.path,
    { config: { auth: 'required' }, schema: endpointSchema(outOfStockPageEndpoint, 'catalogue') },
    async (request, reply) =>
      reply.ok(await getMemberDemands(app.db, memberIdOf(request), request.body)),
  );
};
