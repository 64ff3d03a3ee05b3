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
import type { FastifyPluginAsync } from 'fastify';
import { staffRoute } from '../auth';
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
export const orderConsoleRoutes: FastifyPluginAsync = async (app) => {
  const tag = 'order';
  staffRoute(app, tag, consoleOrderListEndpoint, ({ actor, body, request }) =>
    listConsoleOrders(app.db, actor, body, request.lang()),
  );
  staffRoute(app, tag, consoleOrderDetailEndpoint, ({ actor, body, request }) =>
    getConsoleOrder(app.db, actor, body.order_id, request.lang()),
  );
  staffRoute(app, tag, consoleConfirmVoucherEndpoint, ({ actor, body }) =>
    confirmVoucher(app.db, actor, body.order_id),
  );
  staffRoute(app, tag, consoleRejectVoucherEndpoint, ({ actor, body }) =>
    rejectVoucher(app.db, actor, body.order_id, body.reason),
  );
  staffRoute(app, tag, consoleShipEndpoint, ({ actor, body }) => shipOrder(app.db, actor, body));
  staffRoute(app, tag, consolePickupEndpoint, ({ actor, body }) =>
    pickupOrder(app.db, actor, body),
  );
  staffRoute(app, tag, consoleCloseOrderEndpoint, ({ actor, body }) =>
    staffCloseOrder(app.db, actor, body.order_id, body.reason),
  );
  staffRoute(app, tag, consolePickingEndpoint, ({ actor, body, request }) =>
    pickingList(app.db, actor, body.order_ids, request.lang()),
  );
  staffRoute(app, tag, consoleOrderCountsEndpoint, ({ actor }) =>
    orderWaitingCounts(app.db, actor),
  );
};
