import {
  consoleSalesmanEditEndpoint,
  consoleSalesmanListEndpoint,
  salesmanStockoutEndpoint,
  salesmanTeamEndpoint,
} from '@shop/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { memberIdOf } from '../../plugins/auth';
import { staffRoute } from '../auth';
import { editConsoleSalesman, listConsoleSalesmen } from './salesman-console.service';
import { salesmanStockout, salesmanTeam } from './salesman.service';

/**
 * The salesman's team pages (spec §6, §7; issue 16), called with the MEMBER's token from the
 * member centre: only a member login linked to a salesman staff account gets an answer. The
 * console's calls set a salesman's phone and linked login (`servicer.manage`).
 */
export const salesmanRoutes: FastifyPluginAsyncZod = async (app) => {
  const required = { auth: 'required' as const };

  app.post(
    salesmanTeamEndpoint.path,
    { config: required, schema: endpointSchema(salesmanTeamEndpoint, 'staff') },
    async (request, reply) =>
      reply.ok(await salesmanTeam(app.db, memberIdOf(request), request.body, request.lang())),
  );

  app.post(
    salesmanStockoutEndpoint.path,
    { config: required, schema: endpointSchema(salesmanStockoutEndpoint, 'staff') },
    async (request, reply) =>
      reply.ok(await salesmanStockout(app.db, memberIdOf(request), request.body)),
  );

  staffRoute(app, 'staff', consoleSalesmanListEndpoint, ({ actor }) =>
    listConsoleSalesmen(app.db, actor),
  );
  staffRoute(app, 'staff', consoleSalesmanEditEndpoint, ({ actor, body }) =>
    editConsoleSalesman(app.db, actor, body),
  );
};
