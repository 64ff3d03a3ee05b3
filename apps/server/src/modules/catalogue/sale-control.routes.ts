import { saleControlListEndpoint } from '@shop/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { memberIdOf } from '../../plugins/auth';
import { listSaleControlGoods } from './sale-control-list.service';

/** The member's sale-control lists: goods reserved for them (type 1) and goods refused (type 2). */
export const saleControlRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    saleControlListEndpoint.path,
    { config: { auth: 'required' }, schema: endpointSchema(saleControlListEndpoint, 'catalogue') },
    async (request, reply) =>
      reply.ok(await listSaleControlGoods(app.db, memberIdOf(request), request.body)),
  );
};
