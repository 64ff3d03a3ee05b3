import { defineEndpoint, EmptyBodySchema, IdResultSchema } from '../common';
import {
  CartAddBodySchema,
  CartCalculateBodySchema,
  CartCalculateSchema,
  CartCountSchema,
  CartDeleteBodySchema,
  CartEditBodySchema,
  CartListsSchema,
} from './cart.schema';

export const cartCountEndpoint = defineEndpoint({
  path: '/api/cart/count',
  body: EmptyBodySchema,
  data: CartCountSchema,
});

/** Answers the cart_id added to. */
export const cartAddEndpoint = defineEndpoint({
  path: '/api/cart/add',
  body: CartAddBodySchema,
  data: IdResultSchema,
});

export const cartListsEndpoint = defineEndpoint({
  path: '/api/cart/goodslists',
  body: EmptyBodySchema,
  data: CartListsSchema,
});

/** Answers the number of lines deleted. */
export const cartDeleteEndpoint = defineEndpoint({
  path: '/api/cart/delete',
  body: CartDeleteBodySchema,
  data: IdResultSchema,
});

/** Answers the cart_id edited. */
export const cartEditEndpoint = defineEndpoint({
  path: '/api/cart/edit',
  body: CartEditBodySchema,
  data: IdResultSchema,
});

export const cartCalculateEndpoint = defineEndpoint({
  path: '/api/Cart/calculate',
  body: CartCalculateBodySchema,
  data: CartCalculateSchema,
});
