import { goodsEvaluateConfigEndpoint, goodsEvaluatePageEndpoint } from '@shop/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { pageEvaluates } from './goods-evaluate.service';
import { getEvaluateConfig } from './goods-settings.service';

/** Evaluations on the goods detail page: the mall's setting and the audited list. */
export const goodsEvaluateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    goodsEvaluateConfigEndpoint.path,
    { schema: endpointSchema(goodsEvaluateConfigEndpoint, 'catalogue') },
    async (_request, reply) => reply.ok(await getEvaluateConfig(app.db)),
  );

  app.post(
    goodsEvaluatePageEndpoint.path,
    { schema: endpointSchema(goodsEvaluatePageEndpoint, 'catalogue') },
    async (request, reply) => reply.ok(await pageEvaluates(app.db, request.body, request.lang())),
  );
};
