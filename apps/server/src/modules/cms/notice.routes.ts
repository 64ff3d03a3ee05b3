import { noticeInfoEndpoint, noticePageEndpoint } from '@shop/contracts/cms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { getNoticeInfo, getNoticePage } from './notice.service';

/** Shop notices (公告): a paged list, pinned ones first, and one notice. */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    noticePageEndpoint.path,
    { schema: endpointSchema(noticePageEndpoint, 'cms') },
    async (request, reply) => reply.ok(await getNoticePage(app.db, request.body)),
  );

  app.post(
    noticeInfoEndpoint.path,
    { schema: endpointSchema(noticeInfoEndpoint, 'cms') },
    async (request, reply) => reply.ok(await getNoticeInfo(app.db, request.body.id)),
  );
};
