import {
  categoryTreeEndpoint,
  defaultSearchWordsEndpoint,
  hotSearchWordsEndpoint,
} from '@shop/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { getCategoryTree } from './category.service';
import { getDefaultSearchWords, getHotSearchWords } from './search-words.service';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // `template` is the client's menu template number; the tree is the same for every template.
  app.post(
    categoryTreeEndpoint.path,
    { schema: endpointSchema(categoryTreeEndpoint, 'catalogue') },
    async (request, reply) => reply.ok(await getCategoryTree(app.db, request.body.level)),
  );

  app.post(
    hotSearchWordsEndpoint.path,
    { schema: endpointSchema(hotSearchWordsEndpoint, 'catalogue') },
    async (request, reply) => reply.ok(await getHotSearchWords(app.db, request.lang())),
  );

  app.post(
    defaultSearchWordsEndpoint.path,
    { schema: endpointSchema(defaultSearchWordsEndpoint, 'catalogue') },
    async (request, reply) => reply.ok(await getDefaultSearchWords(app.db, request.lang())),
  );
};
