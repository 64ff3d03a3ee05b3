import {
  goodsBrowseAddEndpoint,
  goodsBrowseDeleteEndpoint,
  goodsBrowsePageEndpoint,
} from '@shop/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { memberIdOf, memberViewerOf } from '../../plugins/auth';
import { addGoodsBrowse, getGoodsBrowsePage, removeGoodsBrowse } from './goods-browse.service';

/** Footprints (我的足迹): the member comes from the token only. */
export const goodsBrowseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    goodsBrowseAddEndpoint.path,
    { config: { auth: 'required' }, schema: endpointSchema(goodsBrowseAddEndpoint, 'catalogue') },
    async (request, reply) =>
      reply.ok(await addGoodsBrowse(app.db, memberIdOf(request), request.body)),
  );

  app.post(
    goodsBrowsePageEndpoint.path,
    { config: { auth: 'required' }, schema: endpointSchema(goodsBrowsePageEndpoint, 'catalogue') },
    async (request, reply) => {
      const viewer = await memberViewerOf(request);
      return reply.ok(await getGoodsBrowsePage(app.db, viewer, request.body));
    },
  );

  app.post(
    goodsBrowseDeleteEndpoint.path,
    {
      config: { auth: 'required' },
      schema: endpointSchema(goodsBrowseDeleteEndpoint, 'catalogue'),
    },
    async (request, reply) =>
      reply.ok(await removeGoodsBrowse(app.db, memberIdOf(request), request.body.id)),
  );
};
