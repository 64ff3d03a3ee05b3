import multipart from '@fastify/multipart';
import {
  chatBindEndpoint,
  chatByeEndpoint,
  chatDialogsEndpoint,
  chatHasServicersEndpoint,
  ChatImageUploadSchema,
  chatKeywordEndpoint,
  chatSayEndpoint,
  chatSessionsEndpoint,
  chatSetReadEndpoint,
  chatShopEndpoint,
} from '@shop/contracts/chat';
import { envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import type { AppConfig } from '../../config/env';
import { memberIdOf } from '../../plugins/auth';
import { UPLOAD_MAX_BYTES } from '../member';
import { chatDialogsPage } from './chat-history.service';
import { getChatKeywordConfig } from './chat-keyword.service';
import { memberChatSessions, memberChatShop, requireChatShop } from './chat-session.service';
import { saveChatImage } from './chat-upload';
import { bindChat, byeChat, chatOnlineCount, sayChat, setChatRead } from './chat.service';

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
    chatBindEndpoint.path,
    { config: required, schema: endpointSchema(chatBindEndpoint, 'chat') },
    async (request, reply) => reply.ok(await bindChat(app, who(request), request.body)),
  );

  app.post(
    chatSayEndpoint.path,
    { config: required, schema: endpointSchema(chatSayEndpoint, 'chat') },
    async (request, reply) =>
      reply.ok(await sayChat(app, config.uploadDir, who(request), request.body)),
  );

  app.post(
    chatSetReadEndpoint.path,
    { config: required, schema: endpointSchema(chatSetReadEndpoint, 'chat') },
    async (request, reply) => {
      await setChatRead(app, who(request), request.body.site_id);
      return reply.ok(null);
    },
  );

  app.post(
    chatDialogsEndpoint.path,
    { config: required, schema: endpointSchema(chatDialogsEndpoint, 'chat') },
    async (request, reply) => {
      const { memberId, lang } = who(request);
      const { site_id: siteId, page, limit } = request.body;
      await requireChatShop(app.db, siteId);
      return reply.ok(await chatDialogsPage(app.db, { siteId, memberId }, page, limit, lang));
    },
  );

  app.post(
    chatHasServicersEndpoint.path,
    { config: optional, schema: endpointSchema(chatHasServicersEndpoint, 'chat') },
    async (request, reply) =>
      reply.ok({ online_count: await chatOnlineCount(app, request.body.site_id) }),
  );

  app.post(
    chatByeEndpoint.path,
    { config: required, schema: endpointSchema(chatByeEndpoint, 'chat') },
    async (request, reply) => {
      await byeChat(app, who(request), request.body.site_id);
      return reply.ok(null);
    },
  );

  app.post(
    chatKeywordEndpoint.path,
    { config: optional, schema: endpointSchema(chatKeywordEndpoint, 'chat') },
    async (request, reply) => reply.ok(await getChatKeywordConfig(app.db, request.lang())),
  );

  app.post(
    chatSessionsEndpoint.path,
    { config: required, schema: endpointSchema(chatSessionsEndpoint, 'chat') },
    async (request, reply) => {
      const { memberId, lang } = who(request);
      return reply.ok({ list: await memberChatSessions(app.db, memberId, lang) });
    },
  );

  app.post(
    chatShopEndpoint.path,
    { config: required, schema: endpointSchema(chatShopEndpoint, 'chat') },
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
