import multipart from '@fastify/multipart';
import {
  ChatImageUploadSchema,
  workbenchAcceptEndpoint,
  workbenchDialogsEndpoint,
  workbenchEndEndpoint,
  workbenchInfoEndpoint,
  workbenchMemberEndpoint,
  workbenchOnlineEndpoint,
  workbenchSayEndpoint,
  workbenchSessionsEndpoint,
  workbenchSetReadEndpoint,
} from '@shop/contracts/chat';
import { envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import type { AppConfig } from '../../config/env';
import {
  chatDialogsPage,
  saveChatImage,
  shopConversation,
  workbenchAccept,
  workbenchEnd,
  workbenchSay,
  workbenchSessions,
  workbenchSetRead,
} from '../chat';
import { UPLOAD_MAX_BYTES } from '../member';
import { requireStaff, setServicerOnline, staffOf } from '../auth';
import { staffInfo } from './staff-login.service';
import { workbenchMember } from './workbench-member.service';

const tags = ['workbench'];

/**
 * The calls of a logged-in servicer (staff session cookie, else -10009). Every buyer a call names
 * must have a conversation with the servicer's own shop, else -1 会话不存在.
 */
export const workbenchRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  requireStaff(app, 'workbench.use');
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });

  app.post(
    workbenchInfoEndpoint.path,
    { schema: endpointSchema(workbenchInfoEndpoint, 'workbench') },
    async (request, reply) => reply.ok(await staffInfo(app.db, staffOf(request).staffId)),
  );

  app.post(
    workbenchOnlineEndpoint.path,
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: endpointSchema(workbenchOnlineEndpoint, 'workbench'),
    },
    async (request, reply) => {
      const staff = staffOf(request);
      await setServicerOnline(app.db, staff.staffId, request.body.online);
      await app.chatHub.publishPresence(staff.siteId);
      return reply.ok(await staffInfo(app.db, staff.staffId));
    },
  );

  app.post(
    workbenchSessionsEndpoint.path,
    { schema: endpointSchema(workbenchSessionsEndpoint, 'workbench') },
    async (request, reply) =>
      reply.ok(
        await workbenchSessions(app.db, staffOf(request).siteId, request.body, request.lang()),
      ),
  );

  app.post(
    workbenchDialogsEndpoint.path,
    { schema: endpointSchema(workbenchDialogsEndpoint, 'workbench') },
    async (request, reply) => {
      const scope = { siteId: staffOf(request).siteId, memberId: request.body.member_id };
      await shopConversation(app.db, scope);
      const { page, limit } = request.body;
      return reply.ok(await chatDialogsPage(app.db, scope, page, limit, request.lang()));
    },
  );

  app.post(
    workbenchSayEndpoint.path,
    { schema: endpointSchema(workbenchSayEndpoint, 'workbench') },
    async (request, reply) =>
      reply.ok(
        await workbenchSay(app, config.uploadDir, staffOf(request), request.body, request.lang()),
      ),
  );

  app.post(
    workbenchSetReadEndpoint.path,
    { schema: endpointSchema(workbenchSetReadEndpoint, 'workbench') },
    async (request, reply) => {
      await workbenchSetRead(app, staffOf(request), request.body.member_id);
      return reply.ok(null);
    },
  );

  app.post(
    workbenchAcceptEndpoint.path,
    { schema: endpointSchema(workbenchAcceptEndpoint, 'workbench') },
    async (request, reply) => {
      await workbenchAccept(app, staffOf(request), request.body.member_id);
      return reply.ok(null);
    },
  );

  app.post(
    workbenchEndEndpoint.path,
    { schema: endpointSchema(workbenchEndEndpoint, 'workbench') },
    async (request, reply) => {
      await workbenchEnd(app, staffOf(request), request.body.member_id, request.lang());
      return reply.ok(null);
    },
  );

  app.post(
    workbenchMemberEndpoint.path,
    { schema: endpointSchema(workbenchMemberEndpoint, 'workbench') },
    async (request, reply) => {
      const scope = { siteId: staffOf(request).siteId, memberId: request.body.member_id };
      return reply.ok(await workbenchMember(app.db, scope, request.lang()));
    },
  );

  app.post(
    '/servicer/api/workbench/chatimg',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags, response: { 200: envelopeSchema(ChatImageUploadSchema) } },
    },
    async (request, reply) => {
      staffOf(request);
      return reply.ok({ pic_path: await saveChatImage(request, config.uploadDir) });
    },
  );
};
