import {
  consoleCloseOrderEndpoint,
  consoleConfirmVoucherEndpoint,
  consoleOrderCountsEndpoint,
  consoleOrderDetailEndpoint,
  consoleOrderListEndpoint,
  consolePickingEndpoint,
  consolePickupEndpoint,
  consoleRejectVoucherEndpoint,
  consoleShipEndpoint,
} from '@shop/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf, staffRouteOptions } from '../auth';
import {
  getConsoleOrder,
  listConsoleOrders,
  orderWaitingCounts,
  pickingList,
  staffCloseOrder,
} from './order-console.service';
import { pickupOrder, shipOrder } from './order-ship.service';
import { confirmVoucher, rejectVoucher } from './voucher-review.service';

/** The staff console's orders (`/staff/api/order/*`, issue 15): guarded per call by permission. */
export const orderConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tag = 'order';

  app.post(
    consoleOrderListEndpoint.path,
    staffRouteOptions(app, consoleOrderListEndpoint, tag),
    async (request, reply) =>
      reply.ok(
        await listConsoleOrders(app.db, staffActorOf(request), request.body, request.lang()),
      ),
  );

  app.post(
    consoleOrderDetailEndpoint.path,
    staffRouteOptions(app, consoleOrderDetailEndpoint, tag),
    async (request, reply) =>
      reply.ok(
        await getConsoleOrder(app.db, staffActorOf(request), request.body.order_id, request.lang()),
      ),
  );

  app.post(
    consoleConfirmVoucherEndpoint.path,
    staffRouteOptions(app, consoleConfirmVoucherEndpoint, tag),
    async (request, reply) =>
      reply.ok(await confirmVoucher(app.db, staffActorOf(request), request.body.order_id)),
  );

  app.post(
    consoleRejectVoucherEndpoint.path,
    staffRouteOptions(app, consoleRejectVoucherEndpoint, tag),
    async (request, reply) =>
      reply.ok(
        await rejectVoucher(
          app.db,
          staffActorOf(request),
          request.body.order_id,
          request.body.reason,
        ),
      ),
  );

  app.post(
    consoleShipEndpoint.path,
    staffRouteOptions(app, consoleShipEndpoint, tag),
    async (request, reply) =>
      reply.ok(await shipOrder(app.db, staffActorOf(request), request.body)),
  );

  app.post(
    consolePickupEndpoint.path,
    staffRouteOptions(app, consolePickupEndpoint, tag),
    async (request, reply) =>
      reply.ok(await pickupOrder(app.db, staffActorOf(request), request.body)),
  );

  app.post(
    consoleCloseOrderEndpoint.path,
    staffRouteOptions(app, consoleCloseOrderEndpoint, tag),
    async (request, reply) =>
      reply.ok(
        await staffCloseOrder(
          app.db,
          staffActorOf(request),
          request.body.order_id,
          request.body.reason,
        ),
      ),
  );

  app.post(
    consolePickingEndpoint.path,
    staffRouteOptions(app, consolePickingEndpoint, tag),
    async (request, reply) =>
      reply.ok(
        await pickingList(app.db, staffActorOf(request), request.body.order_ids, request.lang()),
      ),
  );

  app.post(
    consoleOrderCountsEndpoint.path,
    staffRouteOptions(app, consoleOrderCountsEndpoint, tag),
    async (request, reply) => reply.ok(await orderWaitingCounts(app.db, staffActorOf(request))),
  );
};
