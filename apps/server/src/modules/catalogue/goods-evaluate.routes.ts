import {
  GoodsEvaluateConfigSchema,
  GoodsEvaluatePageBodySchema,
  GoodsEvaluatePageSchema,
} from '@shop/contracts/catalogue';
import { EmptyBodySchema, envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageEvaluates } from './goods-evaluate.service';
import { getEvaluateConfig } from './goods-settings.service';

/** Evaluations on the goods detail page: the mall's setting and the audited list. */
export const goodsEvaluateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/goodsevaluate/config',
    {
      schema: {
        tags: ['catalogue'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(GoodsEvaluateConfigSchema) },
      },
    },
    async (_request, reply) => reply.ok(await getEvaluateConfig(app.db)),
  );

  app.post(
    '/api/goodsevaluate/page',
    {
      schema: {
        tags: ['catalogue'],
        body: GoodsEvaluatePageBodySchema,
        response: { 200: envelopeSchema(GoodsEvaluatePageSchema) },
      },
    },
    async (request, reply) => reply.ok(await pageEvaluates(app.db, request.body, request.lang())),
  );
};
