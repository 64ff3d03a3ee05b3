import { envelopeSchema } from '@shop/contracts/common';
import {
  TopicDetailBodySchema,
  TopicDetailSchema,
  TopicGoodsDetailBodySchema,
  TopicGoodsDetailSchema,
  TopicPageBodySchema,
  TopicPageSchema,
} from '@shop/contracts/promotion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getTopicDetail, getTopicGoodsDetail, getTopicPage } from './topic.service';

/** Topics 专题: the list, a topic with its goods, a topic goods (members see prices, spec §6). */
export const topicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/topic/api/topic/page',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['promotion'],
        body: TopicPageBodySchema,
        response: { 200: envelopeSchema(TopicPageSchema) },
      },
    },
    async (request, reply) => reply.ok(await getTopicPage(app.db, request.body)),
  );

  app.post(
    '/topic/api/topic/detail',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['promotion'],
        body: TopicDetailBodySchema,
        response: { 200: envelopeSchema(TopicDetailSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await getTopicDetail(app.db, await request.viewer(), request.body)),
  );

  app.post(
    '/topic/api/topicgoods/detail',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['promotion'],
        body: TopicGoodsDetailBodySchema,
        response: { 200: envelopeSchema(TopicGoodsDetailSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await getTopicGoodsDetail(app.db, await request.viewer(), request.body.id)),
  );
};
