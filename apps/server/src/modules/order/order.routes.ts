import {
  orderCloseEndpoint,
  orderDetailEndpoint,
  orderListEndpoint,
  orderNumEndpoint,
  orderPackageEndpoint,
  orderPayEndpoint,
  orderReBuyEndpoint,
  orderTakeDeliveryEndpoint,
} from '@shop/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { memberIdOf } from '../../plugins/auth';
import { getOrderPackages } from './order-package.service';
import {
  closeOrder,
  getOrderDetail,
  getOrderNum,
  getOrderPage,
  payOrders,
  reBuyOrder,
  takeDelivery,
} from './order.service';

/** The buyer's orders (`/api/order/*`): the member comes from the token only. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { auth: 'required' } as const;

  app.post(
    orderListEndpoint.path,
    { config, schema: endpointSchema(orderListEndpoint, 'order') },
    async (request, reply) =>
      reply.ok(await getOrderPage(app.db, memberIdOf(request), request.body, request.lang())),
  );

  app.post(
    orderDetailEndpoint.path,
    { config, schema: endpointSchema(orderDetailEndpoint, 'order') },
    async (request, reply) =>
      reply.ok(
        await getOrderDetail(app.db, memberIdOf(request), request.body.order_id, request.lang()),
      ),
  );

  app.post(
    orderNumEndpoint.path,
    { config, schema: endpointSchema(orderNumEndpoint, 'order') },
    async (request, reply) => reply.ok(await getOrderNum(app.db, memberIdOf(request))),
  );

  app.post(
    orderCloseEndpoint.path,
    { config, schema: endpointSchema(orderCloseEndpoint, 'order') },
    async (request, reply) =>
      reply.ok(await closeOrder(app.db, memberIdOf(request), request.body.order_id)),
  );

  app.post(
    orderTakeDeliveryEndpoint.path,
    { config, schema: endpointSchema(orderTakeDeliveryEndpoint, 'order') },
    async (request, reply) =>
      reply.ok(await takeDelivery(app.db, memberIdOf(request), request.body.order_id)),
  );

  app.post(
    orderPackageEndpoint.path,
    { config, schema: endpointSchema(orderPackageEndpoint, 'order') },
    async (request, reply) =>
      reply.ok(
        await getOrderPackages(app.db, memberIdOf(request), request.body.order_id, request.lang()),
      ),
  );

  app.post(
    orderPayEndpoint.path,
    { config, schema: endpointSchema(orderPayEndpoint, 'order') },
    async (request, reply) =>
      reply.ok(await payOrders(app.db, memberIdOf(request), request.body.order_ids)),
  );

  app.post(
    orderReBuyEndpoint.path,
    { config, schema: endpointSchema(orderReBuyEndpoint, 'order') },
    async (request, reply) =>
      reply.ok(await reBuyOrder(app.db, memberIdOf(request), request.body.order_id)),
  );
};
