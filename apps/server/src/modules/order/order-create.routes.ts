import {
  orderCalculateEndpoint,
  orderConfirmEndpoint,
  orderCreateEndpoint,
} from '@shop/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import type { AppConfig } from '../../config/env';
import { memberIdOf } from '../../plugins/auth';
import { createOrder } from './order-create-submit.service';
import { confirmOrder } from './order-create.service';

/** The order confirmation page and the order submit (`/api/ordercreate/*`). */
export const orderCreateRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app) => {
  app.post(
    orderConfirmEndpoint.path,
    { config: { auth: 'required' }, schema: endpointSchema(orderConfirmEndpoint, 'order') },
    async (request, reply) =>
      reply.ok(
        await confirmOrder(app.db, memberIdOf(request), request.body, {
          coupons: 'best',
          lang: request.lang(),
        }),
      ),
  );

  app.post(
    orderCalculateEndpoint.path,
    { config: { auth: 'required' }, schema: endpointSchema(orderCalculateEndpoint, 'order') },
    async (request, reply) =>
      reply.ok(
        await confirmOrder(app.db, memberIdOf(request), request.body, {
          coupons: 'chosen',
          lang: request.lang(),
        }),
      ),
  );

  app.post(
    orderCreateEndpoint.path,
    { config: { auth: 'required' }, schema: endpointSchema(orderCreateEndpoint, 'order') },
    async (request, reply) =>
      reply.ok(
        await createOrder(app.db, memberIdOf(request), request.body, { lang: request.lang() }),
      ),
  );
};
