import {
  NoticeInfoBodySchema,
  NoticeInfoSchema,
  NoticePageBodySchema,
  NoticePageSchema,
} from '@shop/contracts/cms';
import { envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getNoticeInfo, getNoticePage } from './notice.service';

/** Shop notices (公告): a paged list, pinned ones first, and one notice. */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/notice/page',
    {
      schema: {
        tags: ['cms'],
        body: NoticePageBodySchema,
        response: { 200: envelopeSchema(NoticePageSchema) },
      },
    },
    async (request, reply) => reply.ok(await getNoticePage(app.db, request.body)),
  );

  app.post(
    '/api/notice/info',
    {
      schema: {
        tags: ['cms'],
        body: NoticeInfoBodySchema,
        response: { 200: envelopeSchema(NoticeInfoSchema) },
      },
    },
    async (request, reply) => reply.ok(await getNoticeInfo(app.db, request.body.id)),
  );
};
