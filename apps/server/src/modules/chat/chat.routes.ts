import multipart from '@fastify/multipart';
import {
  ChatBindBodySchema,
  ChatBindSchema,
  ChatByeBodySchema,
  ChatDialogsBodySchema,
  ChatDialogsSchema,
  ChatHasServicersBodySchema,
  ChatHasServicersSchema,
  ChatImageUploadSchema,
  ChatKeywordBodySchema,
  ChatKeywordSchema,
  ChatMessageSchema,
  ChatSayBodySchema,
  ChatSessionsSchema,
  ChatSetReadBodySchema,
  ChatShopBodySchema,
  ChatShopSessionSchema,
} from '@shop/contracts/chat';
import { EmptyBodySchema, envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config/env';
import { memberIdOf } from '../../plugins/auth';
import { UPLOAD_MAX_BYTES } from '../member';
import { chatDialogsPage } from './chat-history.service';
import { getChatKeywordConfig } from './chat-keyword.service';
import { memberChatSessions, memberChatShop, requireChatShop } from './chat-session.service';
import { saveChatImage } from './chat-upload';
import { bindChat, byeChat, chatOnlineCount, sayChat, setChatRead } from './chat.service';

const done = envelopeSchema(z.null());
const uploadLimit = { max: 60, timeWindow: 10 * 60_000 };

/**
 * The buyer's chat calls (`/servicer/api/chat/*`, spec §7) and the chat image upload. The member
 * comes from the token only; every id is checked against them.
 */
export const chatRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  const required = { auth: 'required' } as const;
  const optional = { auth: 'optional' } as const;
  const tags = ['chat'];
  const who = (request: Parameters<typeof memberIdOf>[0]) => ({
    memberId: memberIdOf(request),
    lang: request.lang(),
  });

  app.post(
    '/servicer/api/chat/bind',
    {
      config: required,
      schema: { tags, body: ChatBindBodySchema, response: { 200: envelopeSchema(ChatBindSchema) } },
    },
    async (request, reply) => reply.ok(await bindChat(app, who(request), request.body)),
  );

  app.post(
    '/servicer/api/chat/say',
    {
      config: required,
      schema: {
        tags,
        body: ChatSayBodySchema,
        response: { 200: envelopeSchema(ChatMessageSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await sayChat(app, config.uploadDir, who(request), request.body)),
  );

  app.post(
    '/servicer/api/chat/setRead',
    { config: required, schema: { tags, body: ChatSetReadBodySchema, response: { 200: done } } },
    async (request, reply) => {
      await setChatRead(app, who(request), request.body.site_id);
      return reply.ok(null);
    },
  );

  app.post(
    '/servicer/api/chat/dialogs',
    {
      config: required,
      schema: {
        tags,
        body: ChatDialogsBodySchema,
        response: { 200: envelopeSchema(ChatDialogsSchema) },
      },
    },
    async (request, reply) => {
      const { memberId, lang } = who(request);
      const { site_id: siteId, page, limit } = request.body;
      await requireChatShop(app.db, siteId);
      return reply.ok(await chatDialogsPage(app.db, { siteId, memberId }, page, limit, lang));
    },
  );

  app.post(
    '/servicer/api/chat/hasServicers',
    {
      config: optional,
      schema: {
        tags,
        body: ChatHasServicersBodySchema,
        response: { 200: envelopeSchema(ChatHasServicersSchema) },
      },
    },
    async (request, reply) =>
      reply.ok({ online_count: await chatOnlineCount(app, request.body.site_id) }),
  );

  app.post(
    '/servicer/api/chat/bye',
    { config: required, schema: { tags, body: ChatByeBodySchema, response: { 200: done } } },
    async (request, reply) => {
      await byeChat(app, who(request), request.body.site_id);
      return reply.ok(null);
    },
  );

  app.post(
    '/servicer/api/chat/keyword',
    {
      config: optional,
      schema: {
        tags,
        body: ChatKeywordBodySchema,
        response: { 200: envelopeSchema(ChatKeywordSchema) },
      },
    },
    async (_request, reply) => reply.ok(await getChatKeywordConfig(app.db)),
  );

  app.post(
    '/servicer/api/chat/sessions',
    {
      config: required,
      schema: {
        tags,
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(ChatSessionsSchema) },
      },
    },
    async (request, reply) => {
      const { memberId, lang } = who(request);
      return reply.ok({ list: await memberChatSessions(app.db, memberId, lang) });
    },
  );

  app.post(
    '/servicer/api/chat/shop',
    {
      config: required,
      schema: {
        tags,
        body: ChatShopBodySchema,
        response: { 200: envelopeSchema(ChatShopSessionSchema) },
      },
    },
    async (request, reply) => {
      const { memberId, lang } = who(request);
      return reply.ok(await memberChatShop(app.db, memberId, request.body.site_id, lang));
    },
  );

  app.post(
    '/api/upload/chatimg',
    {
      config: { ...required, rateLimit: uploadLimit },
      schema: { tags, response: { 200: envelopeSchema(ChatImageUploadSchema) } },
    },
    async (request, reply) => {
      memberIdOf(request);
      return reply.ok({ pic_path: await saveChatImage(request, config.uploadDir) });
    },
  );
};
