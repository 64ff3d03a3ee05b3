import { helpClassesEndpoint, helpInfoEndpoint, helpPageEndpoint } from '@shop/contracts/cms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { getHelpClassList, getHelpInfo, getHelpPage } from './help.service';

/** Help centre: classes with their articles, a paged article list, one article. */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    helpClassesEndpoint.path,
    { schema: endpointSchema(helpClassesEndpoint, 'cms') },
    async (request, reply) => reply.ok(await getHelpClassList(app.db, request.lang())),
  );

  app.post(
    helpPageEndpoint.path,
    { schema: endpointSchema(helpPageEndpoint, 'cms') },
    async (request, reply) => reply.ok(await getHelpPage(app.db, request.body, request.lang())),
  );

  app.post(
    helpInfoEndpoint.path,
    { schema: endpointSchema(helpInfoEndpoint, 'cms') },
    async (request, reply) => reply.ok(await getHelpInfo(app.db, request.body.id, request.lang())),
  );
};
