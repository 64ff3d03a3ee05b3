import { envelopeSchema } from '@shop/contracts/common';
import {
  GroupbuyDetailBodySchema,
  GroupbuyDetailSchema,
  GroupbuyPageBodySchema,
  GroupbuyPageSchema,
} from '@shop/contracts/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getGroupbuyDetail, getGroupbuyPage } from './groupbuy.service';

/** The group-buy zone 团购 and a group buy's page (members see prices, spec §6). */
export const groupbuyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/groupbuy/api/goods/page',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['promotion'],
        body: GroupbuyPageBodySchema,
        response: { 200: envelopeSchema(GroupbuyPageSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await getGroupbuyPage(app.db, await request.viewer(), request.body)),
  );

  app.post(
    '/groupbuy/api/goods/detail',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['promotion'],
        body: GroupbuyDetailBodySchema,
        response: { 200: envelopeSchema(GroupbuyDetailSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await getGroupbuyDetail(app.db, await request.viewer(), request.body.groupbuy_id)),
  );
};
