import {
  HelpClassListSchema,
  HelpInfoBodySchema,
  HelpInfoSchema,
  HelpPageBodySchema,
  HelpPageSchema,
} from '@shop/contracts/cms';
import { EmptyBodySchema, envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getHelpClassList, getHelpInfo, getHelpPage } from './help.service';

/** Help centre: classes with their articles, a paged article list, one article. */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/helpclass/lists',
    {
      schema: {
        tags: ['cms'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(HelpClassListSchema) },
      },
    },
    async (_request, reply) => reply.ok(await getHelpClassList(app.db)),
  );

  app.post(
    '/api/help/page',
    {
      schema: {
        tags: ['cms'],
        body: HelpPageBodySchema,
        response: { 200: envelopeSchema(HelpPageSchema) },
      },
    },
    async (request, reply) => reply.ok(await getHelpPage(app.db, request.body)),
  );

  app.post(
    '/api/help/info',
    {
      schema: {
        tags: ['cms'],
        body: HelpInfoBodySchema,
        response: { 200: envelopeSchema(HelpInfoSchema) },
      },
    },
    async (request, reply) => reply.ok(await getHelpInfo(app.db, request.body.id)),
  );
};
