import {
  GoodsBrowseAddBodySchema,
  GoodsBrowseAddResultSchema,
  GoodsBrowseDeleteBodySchema,
  GoodsBrowseDeleteResultSchema,
  GoodsBrowsePageBodySchema,
  GoodsBrowsePageSchema,
} from '@shop/contracts/catalogue';
import { envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdOf, memberViewerOf } from '../../plugins/auth';
import { addGoodsBrowse, getGoodsBrowsePage, removeGoodsBrowse } from './goods-browse.service';

/** Footprints (我的足迹): the member comes from the token only. */
export const goodsBrowseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/goodsbrowse/add',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['catalogue'],
        body: GoodsBrowseAddBodySchema,
        response: { 200: envelopeSchema(GoodsBrowseAddResultSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await addGoodsBrowse(app.db, memberIdOf(request), request.body)),
  );

  app.post(
    '/api/goodsbrowse/page',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['catalogue'],
        body: GoodsBrowsePageBodySchema,
        response: { 200: envelopeSchema(GoodsBrowsePageSchema) },
      },
    },
    async (request, reply) => {
      const viewer = await memberViewerOf(request);
      return reply.ok(await getGoodsBrowsePage(app.db, viewer, request.body));
    },
  );

  app.post(
    '/api/goodsbrowse/delete',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['catalogue'],
        body: GoodsBrowseDeleteBodySchema,
        response: { 200: envelopeSchema(GoodsBrowseDeleteResultSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await removeGoodsBrowse(app.db, memberIdOf(request), request.body.id)),
  );
};
