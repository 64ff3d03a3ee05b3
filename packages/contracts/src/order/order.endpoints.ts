import { defineEndpoint, EmptyBodySchema, IdResultSchema } from '../common';
import {
  OrderCalculateBodySchema,
  OrderConfirmSchema,
  OrderCreateBodySchema,
  OrderCreatedSchema,
} from './order-create.schema';
import {
  OrderDetailSchema,
  OrderIdBodySchema,
  OrderListBodySchema,
  OrderNumSchema,
  OrderPageSchema,
  OrderPayBodySchema,
  OrderPayResultSchema,
  ReBuySchema,
} from './order.schema';
import { OrderPackagesSchema } from './package.schema';
import { PayBodySchema, PayInfoBodySchema, PayInfoSchema, PayResultSchema } from './pay.schema';

/** The confirmation of an order source, priced with the best coupons. */
export const orderConfirmEndpoint = defineEndpoint({
  path: '/api/ordercreate/payment',
  body: OrderCalculateBodySchema,
  data: OrderConfirmSchema,
});

/** The confirmation priced again with the buyer's choices. */
export const orderCalculateEndpoint = defineEndpoint({
  path: '/api/ordercreate/calculate',
  body: OrderCalculateBodySchema,
  data: OrderConfirmSchema,
});

export const orderCreateEndpoint = defineEndpoint({
  path: '/api/ordercreate/create',
  body: OrderCreateBodySchema,
  data: OrderCreatedSchema,
});

export const orderListEndpoint = defineEndpoint({
  path: '/api/order/lists',
  body: OrderListBodySchema,
  data: OrderPageSchema,
});

export const orderDetailEndpoint = defineEndpoint({
  path: '/api/order/detail',
  body: OrderIdBodySchema,
  data: OrderDetailSchema,
});

export const orderNumEndpoint = defineEndpoint({
  path: '/api/order/num',
  body: EmptyBodySchema,
  data: OrderNumSchema,
});

export const orderCloseEndpoint = defineEndpoint({
  path: '/api/order/close',
  body: OrderIdBodySchema,
  data: IdResultSchema,
});

export const orderTakeDeliveryEndpoint = defineEndpoint({
  path: '/api/order/takedelivery',
  body: OrderIdBodySchema,
  data: IdResultSchema,
});

export const orderPayEndpoint = defineEndpoint({
  path: '/api/order/pay',
  body: OrderPayBodySchema,
  data: OrderPayResultSchema,
});

export const orderReBuyEndpoint = defineEndpoint({
  path: '/api/order/reBuy',
  body: OrderIdBodySchema,
  data: ReBuySchema,
});

/** The packages of a shipped order (spec §7 orders `package`, §2 /member/logistics). */
export const orderPackageEndpoint = defineEndpoint({
  path: '/api/order/package',
  body: OrderIdBodySchema,
  data: OrderPackagesSchema,
});

export const payInfoEndpoint = defineEndpoint({
  path: '/api/pay/info',
  body: PayInfoBodySchema,
  data: PayInfoSchema,
});

export const payEndpoint = defineEndpoint({
  path: '/api/pay/pay',
  body: PayBodySchema,
  data: PayResultSchema,
});
