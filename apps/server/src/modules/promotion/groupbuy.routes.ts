import { groupbuyDetailEndpoint, groupbuyPageEndpoint } from '@shop/contracts/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { getGroupbuyDetail, getGroupbuyPage } from './groupbuy.service';

/** The group-buy zone 团购 and a group buy's page (members see prices, spec §6). */
export const groupbuyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    groupbuyPageEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(groupbuyPageEndpoint, 'promotion') },
    async (request, reply) =>
      reply.ok(await getGroupbuyPage(app.db, await request.viewer(), request.body)),
  );

  app.post(
    groupbuyDetailEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(groupbuyDetailEndpoint, 'promotion') },
    async (request, reply) =>
      reply.ok(await getGroupbuyDetail(app.db, await request.viewer(), request.body.groupbuy_id)),
  );
};
