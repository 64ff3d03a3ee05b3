import {
  CartAddBodySchema,
  CartCalculateBodySchema,
  CartCalculateSchema,
  CartCountSchema,
  CartDeleteBodySchema,
  CartEditBodySchema,
  CartListsSchema,
} from '@shop/contracts/cart';
import { EmptyBodySchema, envelopeSchema, IdResultSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdOf } from '../../plugins/auth';
import {
  addToCart,
  calculateCart,
  editCartLine,
  getCartCount,
  listCart,
  removeCartLines,
} from './cart.service';

/** The cart_id added or edited, or the number of lines deleted. */
const IdAnswerSchema = envelopeSchema(IdResultSchema);
const required = { auth: 'required' } as const;

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/cart/count',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['cart'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(CartCountSchema) },
      },
    },
    async (request, reply) => reply.ok(await getCartCount(app.db, request.auth?.memberId ?? null)),
  );

  app.post(
    '/api/cart/add',
    {
      config: required,
      schema: { tags: ['cart'], body: CartAddBodySchema, response: { 200: IdAnswerSchema } },
    },
    async (request, reply) => {
      const { site_id, sku_id, bl_id, num } = request.body;
      return reply.ok(
        await addToCart(app.db, memberIdOf(request), {
          skuId: sku_id,
          blId: bl_id,
          num,
          siteId: site_id,
        }),
      );
    },
  );

  app.post(
    '/api/cart/goodslists',
    {
      config: required,
      schema: {
        tags: ['cart'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(CartListsSchema) },
      },
    },
    async (request, reply) => reply.ok(await listCart(app.db, memberIdOf(request), request.lang())),
  );

  app.post(
    '/api/cart/delete',
    {
      config: required,
      schema: { tags: ['cart'], body: CartDeleteBodySchema, response: { 200: IdAnswerSchema } },
    },
    async (request, reply) =>
      reply.ok(await removeCartLines(app.db, memberIdOf(request), request.body.cart_id)),
  );

  app.post(
    '/api/cart/edit',
    {
      config: required,
      schema: { tags: ['cart'], body: CartEditBodySchema, response: { 200: IdAnswerSchema } },
    },
    async (request, reply) =>
      reply.ok(
        await editCartLine(app.db, memberIdOf(request), request.body.cart_id, request.body.num),
      ),
  );

  app.post(
    '/api/cart/calculate',
    {
      config: required,
      schema: {
        tags: ['cart'],
        body: CartCalculateBodySchema,
        response: { 200: envelopeSchema(CartCalculateSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await calculateCart(app.db, memberIdOf(request), request.body.cart_ids)),
  );
};
