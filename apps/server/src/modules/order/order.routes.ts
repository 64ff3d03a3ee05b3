import { EmptyBodySchema, envelopeSchema, IdResultSchema } from '@shop/contracts/common';
import {
  OrderDetailSchema,
  OrderIdBodySchema,
  OrderListBodySchema,
  OrderNumSchema,
  OrderPageSchema,
  OrderPayBodySchema,
  OrderPayResultSchema,
  ReBuySchema,
} from '@shop/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdOf } from '../../plugins/auth';
import {
  closeOrder,
  getOrderDetail,
  getOrderNum,
  getOrderPage,
  payOrders,
  reBuyOrder,
  takeDelivery,
} from './order.service';

/** The order id a close or takedelivery acted on. */
const OrderIdResultSchema = envelopeSchema(IdResultSchema);

/** The buyer's orders (`/api/order/*`): the member comes from the token only. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { auth: 'required' } as const;
  const tags = ['order'];

  app.post(
    '/api/order/lists',
    {
      config,
      schema: {
        tags,
        body: OrderListBodySchema,
        response: { 200: envelopeSchema(OrderPageSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await getOrderPage(app.db, memberIdOf(request), request.body, request.lang())),
  );

  app.post(
    '/api/order/detail',
    {
      config,
      schema: {
        tags,
        body: OrderIdBodySchema,
        response: { 200: envelopeSchema(OrderDetailSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await getOrderDetail(app.db, memberIdOf(request), request.body.order_id, request.lang()),
      ),
  );

  app.post(
    '/api/order/num',
    {
      config,
      schema: { tags, body: EmptyBodySchema, response: { 200: envelopeSchema(OrderNumSchema) } },
    },
    async (request, reply) => reply.ok(await getOrderNum(app.db, memberIdOf(request))),
  );

  app.post(
    '/api/order/close',
    { config, schema: { tags, body: OrderIdBodySchema, response: { 200: OrderIdResultSchema } } },
    async (request, reply) =>
      reply.ok(await closeOrder(app.db, memberIdOf(request), request.body.order_id)),
  );

  app.post(
    '/api/order/takedelivery',
    { config, schema: { tags, body: OrderIdBodySchema, response: { 200: OrderIdResultSchema } } },
    async (request, reply) =>
      reply.ok(await takeDelivery(app.db, memberIdOf(request), request.body.order_id)),
  );

  app.post(
    '/api/order/pay',
    {
      config,
      schema: {
        tags,
        body: OrderPayBodySchema,
        response: { 200: envelopeSchema(OrderPayResultSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await payOrders(app.db, memberIdOf(request), request.body.order_ids)),
  );

  app.post(
    '/api/order/reBuy',
    {
      config,
      schema: { tags, body: OrderIdBodySchema, response: { 200: envelopeSchema(ReBuySchema) } },
    },
    async (request, reply) =>
      reply.ok(await reBuyOrder(app.db, memberIdOf(request), request.body.order_id)),
  );
};
