import {
  CategoryTreeBodySchema,
  CategoryTreeSchema,
  DefaultSearchWordsSchema,
  HotSearchWordsSchema,
} from '@shop/contracts/catalogue';
import { EmptyBodySchema, envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCategoryTree } from './category.service';
import { getDefaultSearchWords, getHotSearchWords } from './search-words.service';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // `template` is the client's menu template number; the tree is the same for every template.
  app.post(
    '/api/goodscategory/tree',
    {
      schema: {
        tags: ['catalogue'],
        body: CategoryTreeBodySchema,
        response: { 200: envelopeSchema(CategoryTreeSchema) },
      },
    },
    async (request, reply) => reply.ok(await getCategoryTree(app.db, request.body.level)),
  );

  app.post(
    '/api/goods/hotSearchWords',
    {
      schema: {
        tags: ['catalogue'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(HotSearchWordsSchema) },
      },
    },
    async (_request, reply) => reply.ok(await getHotSearchWords(app.db)),
  );

  app.post(
    '/api/goods/defaultSearchWords',
    {
      schema: {
        tags: ['catalogue'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(DefaultSearchWordsSchema) },
      },
    },
    async (_request, reply) => reply.ok(await getDefaultSearchWords(app.db)),
  );
};
