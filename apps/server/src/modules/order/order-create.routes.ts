import { envelopeSchema } from '@shop/contracts/common';
import {
  OrderCalculateBodySchema,
  OrderConfirmSchema,
  OrderCreateBodySchema,
  OrderCreatedSchema,
} from '@shop/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env';
import { memberIdOf } from '../../plugins/auth';
import { createOrder } from './order-create-submit.service';
import { confirmOrder } from './order-create.service';

/** The order confirmation page and the order submit (`/api/ordercreate/*`). */
export const orderCreateRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app) => {
  const confirmed = { 200: envelopeSchema(OrderConfirmSchema) };

  app.post(
    '/api/ordercreate/payment',
    {
      config: { auth: 'required' },
      schema: { tags: ['order'], body: OrderCalculateBodySchema, response: confirmed },
    },
    async (request, reply) =>
      reply.ok(
        await confirmOrder(app.db, memberIdOf(request), request.body, {
          coupons: 'best',
          lang: request.lang(),
        }),
      ),
  );

  app.post(
    '/api/ordercreate/calculate',
    {
      config: { auth: 'required' },
      schema: { tags: ['order'], body: OrderCalculateBodySchema, response: confirmed },
    },
    async (request, reply) =>
      reply.ok(
        await confirmOrder(app.db, memberIdOf(request), request.body, {
          coupons: 'chosen',
          lang: request.lang(),
        }),
      ),
  );

  app.post(
    '/api/ordercreate/create',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['order'],
        body: OrderCreateBodySchema,
        response: { 200: envelopeSchema(OrderCreatedSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await createOrder(app.db, memberIdOf(request), request.body, { lang: request.lang() }),
      ),
  );
};
