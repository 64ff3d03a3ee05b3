import multipart from '@fastify/multipart';
import {
  ChatDialogsSchema,
  ChatImageUploadSchema,
  ChatMessageSchema,
  StaffInfoSchema,
  StaffOnlineBodySchema,
  WorkbenchDialogsBodySchema,
  WorkbenchMemberBodySchema,
  WorkbenchMemberSchema,
  WorkbenchSayBodySchema,
  WorkbenchSessionsBodySchema,
  WorkbenchSessionsSchema,
} from '@shop/contracts/chat';
import { EmptyBodySchema, envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/env';
import {
  chatDialogsPage,
  saveChatImage,
  setServicerOnline,
  shopConversation,
  workbenchAccept,
  workbenchEnd,
  workbenchSay,
  workbenchSessions,
  workbenchSetRead,
} from '../chat';
import { UPLOAD_MAX_BYTES } from '../member';
import { requireStaff, staffOf } from '../auth';
import { staffInfo } from './staff-login.service';
import { workbenchMember } from './workbench-member.service';

const tags = ['workbench'];
const done = envelopeSchema(z.null());
const url = (name: string) => `/servicer/api/workbench/${name}`;

/**
 * The calls of a logged-in servicer (staff session cookie, else -10009). Every buyer a call names
 * must have a conversation with the servicer's own shop, else -1 会话不存在.
 */
export const workbenchRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  requireStaff(app);
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });

  app.post(
    url('info'),
    { schema: { tags, body: EmptyBodySchema, response: { 200: envelopeSchema(StaffInfoSchema) } } },
    async (request, reply) => reply.ok(await staffInfo(app.db, staffOf(request).staffId)),
  );

  app.post(
    url('online'),
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        body: StaffOnlineBodySchema,
        response: { 200: envelopeSchema(StaffInfoSchema) },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      await setServicerOnline(app.db, staff.staffId, request.body.online);
      await app.chatHub.publishPresence(staff.siteId);
      return reply.ok(await staffInfo(app.db, staff.staffId));
    },
  );

  app.post(
    url('sessions'),
    {
      schema: {
        tags,
        body: WorkbenchSessionsBodySchema,
        response: { 200: envelopeSchema(WorkbenchSessionsSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await workbenchSessions(app.db, staffOf(request).siteId, request.body, request.lang()),
      ),
  );

  app.post(
    url('dialogs'),
    {
      schema: {
        tags,
        body: WorkbenchDialogsBodySchema,
        response: { 200: envelopeSchema(ChatDialogsSchema) },
      },
    },
    async (request, reply) => {
      const scope = { siteId: staffOf(request).siteId, memberId: request.body.member_id };
      await shopConversation(app.db, scope);
      const { page, limit } = request.body;
      return reply.ok(await chatDialogsPage(app.db, scope, page, limit, request.lang()));
    },
  );

  app.post(
    url('say'),
    {
      schema: {
        tags,
        body: WorkbenchSayBodySchema,
        response: { 200: envelopeSchema(ChatMessageSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await workbenchSay(app, config.uploadDir, staffOf(request), request.body, request.lang()),
      ),
  );

  app.post(
    url('setRead'),
    { schema: { tags, body: WorkbenchMemberBodySchema, response: { 200: done } } },
    async (request, reply) => {
      await workbenchSetRead(app, staffOf(request), request.body.member_id);
      return reply.ok(null);
    },
  );

  app.post(
    url('accept'),
    { schema: { tags, body: WorkbenchMemberBodySchema, response: { 200: done } } },
    async (request, reply) => {
      await workbenchAccept(app, staffOf(request), request.body.member_id);
      return reply.ok(null);
    },
  );

  app.post(
    url('end'),
    { schema: { tags, body: WorkbenchMemberBodySchema, response: { 200: done } } },
    async (request, reply) => {
      await workbenchEnd(app, staffOf(request), request.body.member_id, request.lang());
      return reply.ok(null);
    },
  );

  app.post(
    url('member'),
    {
      schema: {
        tags,
        body: WorkbenchMemberBodySchema,
        response: { 200: envelopeSchema(WorkbenchMemberSchema) },
      },
    },
    async (request, reply) => {
      const scope = { siteId: staffOf(request).siteId, memberId: request.body.member_id };
      return reply.ok(await workbenchMember(app.db, scope, request.lang()));
    },
  );

  app.post(
    url('chatimg'),
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
