import { SaleControlGoodsPageSchema, SaleControlListBodySchema } from '@shop/contracts/catalogue';
import { envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdOf } from '../../plugins/auth';
import { listSaleControlGoods } from './sale-control-list.service';

/** The member's sale-control lists: goods reserved for them (type 1) and goods refused (type 2). */
export const saleControlRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/salecontrol/api/salecontrol/saleControlList',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['catalogue'],
        body: SaleControlListBodySchema,
        response: { 200: envelopeSchema(SaleControlGoodsPageSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await listSaleControlGoods(app.db, memberIdOf(request), request.body)),
  );
};
