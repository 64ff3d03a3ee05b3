import { fenxiaoListEndpoint, mySalesmanEndpoint } from '@shop/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { memberIdOf } from '../../plugins/auth';
import { fenxiaoList, mySalesman } from './salesman.service';

/** The salesmen offered at registration, and the member's own salesman (issue 16). */
export const salesmanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    fenxiaoListEndpoint.path,
    { schema: endpointSchema(fenxiaoListEndpoint, 'auth') },
    async (_request, reply) => reply.ok(await fenxiaoList(app.db)),
  );

  app.post(
    mySalesmanEndpoint.path,
    { config: { auth: 'required' }, schema: endpointSchema(mySalesmanEndpoint, 'auth') },
    async (request, reply) => reply.ok(await mySalesman(app.db, memberIdOf(request))),
  );
};
