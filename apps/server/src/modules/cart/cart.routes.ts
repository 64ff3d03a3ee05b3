import {
  cartAddEndpoint,
  cartCalculateEndpoint,
  cartCountEndpoint,
  cartDeleteEndpoint,
  cartEditEndpoint,
  cartListsEndpoint,
} from '@shop/contracts/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { memberIdOf } from '../../plugins/auth';
import {
  addToCart,
  calculateCart,
  editCartLine,
  getCartCount,
  listCart,
  removeCartLines,
} from './cart.service';

const required = { auth: 'required' } as const;

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    cartCountEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(cartCountEndpoint, 'cart') },
    async (request, reply) => reply.ok(await getCartCount(app.db, request.auth?.memberId ?? null)),
  );

  app.post(
    cartAddEndpoint.path,
    { config: required, schema: endpointSchema(cartAddEndpoint, 'cart') },
    async (request, reply) => {
      const { site_id, sku_id, bl_id, num, near_expiry } = request.body;
      return reply.ok(
        await addToCart(app.db, memberIdOf(request), {
          skuId: sku_id,
          blId: bl_id,
          num,
          siteId: site_id,
          nearExpiry: near_expiry === 1,
        }),
      );
    },
  );

  app.post(
    cartListsEndpoint.path,
    { config: required, schema: endpointSchema(cartListsEndpoint, 'cart') },
    async (request, reply) => reply.ok(await listCart(app.db, memberIdOf(request), request.lang())),
  );

  app.post(
    cartDeleteEndpoint.path,
    { config: required, schema: endpointSchema(cartDeleteEndpoint, 'cart') },
    async (request, reply) =>
      reply.ok(await removeCartLines(app.db, memberIdOf(request), request.body.cart_id)),
  );

  app.post(
    cartEditEndpoint.path,
    { config: required, schema: endpointSchema(cartEditEndpoint, 'cart') },
    async (request, reply) =>
      reply.ok(
        await editCartLine(app.db, memberIdOf(request), request.body.cart_id, request.body.num),
      ),
  );

  app.post(
    cartCalculateEndpoint.path,
    { config: required, schema: endpointSchema(cartCalculateEndpoint, 'cart') },
    async (request, reply) =>
      reply.ok(await calculateCart(app.db, memberIdOf(request), request.body.cart_ids)),
  );
};
