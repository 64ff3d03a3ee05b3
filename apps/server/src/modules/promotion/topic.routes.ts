import {
  topicDetailEndpoint,
  topicGoodsDetailEndpoint,
  topicPageEndpoint,
} from '@shop/contracts/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { getTopicDetail, getTopicGoodsDetail, getTopicPage } from './topic.service';

/** Topics 专题: the list, a topic with its goods, a topic goods (members see prices, spec §6). */
export const topicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    topicPageEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(topicPageEndpoint, 'promotion') },
    async (request, reply) => reply.ok(await getTopicPage(app.db, request.body)),
  );

  app.post(
    topicDetailEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(topicDetailEndpoint, 'promotion') },
    async (request, reply) =>
      reply.ok(await getTopicDetail(app.db, await request.viewer(), request.body)),
  );

  app.post(
    topicGoodsDetailEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(topicGoodsDetailEndpoint, 'promotion') },
    async (request, reply) =>
      reply.ok(await getTopicGoodsDetail(app.db, await request.viewer(), request.body.id)),
  );
};
