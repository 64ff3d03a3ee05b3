import { CartCountSchema } from '@shop/contracts/cart';
import { EmptyBodySchema, envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCartCount } from './cart.service';

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
};
