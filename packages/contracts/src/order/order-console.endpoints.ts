import { EmptyBodySchema, IdResultSchema } from '../common';
import { defineStaffEndpoint } from '../staff/staff-endpoint';
import {
  ConsoleCloseBodySchema,
  ConsoleOrderDetailSchema,
  ConsoleOrderIdBodySchema,
  ConsoleOrderListBodySchema,
  ConsoleOrderPageSchema,
  ConsolePickingBodySchema,
  ConsolePickupBodySchema,
  ConsoleRejectVoucherBodySchema,
  ConsoleShipBodySchema,
  OrderWaitingCountsSchema,
  PickingListSchema,
  ShipResultSchema,
  VoucherReviewResultSchema,
} from './order-console.schema';

/** The console's orders (issue 15), each with the permission it needs. */

export const consoleOrderListEndpoint = defineStaffEndpoint({
  path: '/staff/api/order/lists',
  body: ConsoleOrderListBodySchema,
  data: ConsoleOrderPageSchema,
  permission: 'order.read',
});

export const consoleOrderDetailEndpoint = defineStaffEndpoint({
  path: '/staff/api/order/detail',
  body: ConsoleOrderIdBodySchema,
  data: ConsoleOrderDetailSchema,
  permission: 'order.read',
});

/** The order's transfer voucher is accepted: its payment and all the payment's orders are paid. */
export const consoleConfirmVoucherEndpoint = defineStaffEndpoint({
  path: '/staff/api/order/confirmvoucher',
  body: ConsoleOrderIdBodySchema,
  data: VoucherReviewResultSchema,
  permission: 'payment.review',
});

/** The voucher is refused with a reason the buyer sees; the orders wait for payment again. */
export const consoleRejectVoucherEndpoint = defineStaffEndpoint({
  path: '/staff/api/order/rejectvoucher',
  body: ConsoleRejectVoucherBodySchema,
  data: VoucherReviewResultSchema,
  permission: 'payment.review',
});

export const consoleShipEndpoint = defineStaffEndpoint({
  path: '/staff/api/order/ship',
  body: ConsoleShipBodySchema,
  data: ShipResultSchema,
  permission: 'order.fulfil',
});

export const consolePickupEndpoint = defineStaffEndpoint({
  path: '/staff/api/order/pickup',
  body: ConsolePickupBodySchema,
  data: ShipResultSchema,
  permission: 'order.fulfil',
});

export const consoleCloseOrderEndpoint = defineStaffEndpoint({
  path: '/staff/api/order/close',
  body: ConsoleCloseBodySchema,
  data: IdResultSchema,
  permission: 'order.fulfil',
});

export const consolePickingEndpoint = defineStaffEndpoint({
  path: '/staff/api/order/picking',
  body: ConsolePickingBodySchema,
  data: PickingListSchema,
  permission: 'order.read',
});

export const consoleOrderCountsEndpoint = defineStaffEndpoint({
  path: '/staff/api/order/waitingcounts',
  body: EmptyBodySchema,
  data: OrderWaitingCountsSchema,
  permission: 'dashboard.read',
});
