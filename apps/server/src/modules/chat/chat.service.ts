import {
  CHAT_CONTENT_TYPE,
  CHAT_SENDER,
  CHAT_STATUS,
  type ChatBind,
  type ChatMessage,
  type ChatSayBody,
} from '@shop/contracts/chat';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import { resolveChatContent } from './chat-content.service';
import {
  clearMemberUnread,
  endConversation,
  findConversation,
} from './chat-conversation.repository';
import { findKeywordReply } from './chat-keyword.service';
import { publishAppend, sendChatMessage } from './chat-send.service';
import { pickServicer, requireChatShop } from './chat-session.service';
import { appendChatMessage } from './chat-store';
import { onlineServicerIds } from './presence.service';

/** A member may send this many messages per window (all shops together). */
export const CHAT_SAY_LIMIT = { max: 20, windowMs: 10_000 };

type Member = { memberId: number; lang: Lang };
type SayBody = Pick<ChatSayBody, 'message' | 'client_msg_id'> & {
  site_id: number;
  content_type: number;
  goods_id?: number | undefined;
  order_id?: number | undefined;
};

/**
 * Ties the caller's live socket to a shop so it gets the shop's presence (`connect`), and answers
 * the servicer to talk to (0 = 客服不在线). The client id must be a socket of this very member.
 */
export async function bindChat(
  app: FastifyInstance,
  who: Member,
  body: { client_id: string; site_id: number },
): Promise<ChatBind> {
  const owner = await app.chatHub.clientOwner(body.client_id);
  if (owner?.role !== 'member' || owner.memberId !== who.memberId)
    throw new AppError('chat.client_invalid');
  await requireChatShop(app.db, body.site_id);
  await app.chatHub.watchShop(body.client_id, body.site_id);
  const online = await onlineServicerIds(app.db, body.site_id);
  const conversation = await findConversation(app.db, body.site_id, who.memberId);
  return {
    servicer_id: pickServicer(online, conversation?.servicerId ?? 0),
    online_count: online.length,
  };
}

/**
 * A buyer's message to a shop: checked, rate limited, stored once per client_msg_id, published.
 * spec §4: while no servicer of the shop is online, a text containing a configured keyword gets
 * the keyword's automatic reply (stored and published the same way).
 */
export async function sayChat(
  app: FastifyInstance,
  uploadDir: string,
  who: Member,
  body: SayBody,
): Promise<ChatMessage> {
  const scope = { memberId: who.memberId, siteId: body.site_id };
  await requireChatShop(app.db, body.site_id);
  const content = await resolveChatContent(app.db, uploadDir, body, scope, who.lang);
  const sent = await app.kv.increment(`chat:say:${who.memberId}`, CHAT_SAY_LIMIT.windowMs);
  if (sent > CHAT_SAY_LIMIT.max) throw new AppError('chat.too_frequent');
  const result = await appendChatMessage(
    app.db,
    {
      ...scope,
      type: CHAT_SENDER.consumer,
      servicerId: 0,
      ...content,
      clientMsgId: body.client_msg_id ?? null,
    },
    who.lang,
  );
  await publishAppend(app, result);
  if (result.created && content.contentType === CHAT_CONTENT_TYPE.text)
    await autoReply(app, scope, content.content, who.lang);
  return result.message;
}

async function autoReply(
  app: FastifyInstance,
  scope: { memberId: number; siteId: number },
  text: string,
  lang: Lang,
): Promise<void> {
  const reply = await findKeywordReply(app.db, text, lang);
  if (!reply) return;
  if ((await onlineServicerIds(app.db, scope.siteId)).length > 0) return;
  await sendChatMessage(
    app,
    {
      ...scope,
      type: CHAT_SENDER.robot,
      servicerId: 0,
      contentType: CHAT_CONTENT_TYPE.text,
      content: reply,
    },
    lang,
  );
}

/** The buyer read everything of the shop: their unread count of it becomes 0. */
export async function setChatRead(
  app: FastifyInstance,
  who: Member,
  siteId: number,
): Promise<void> {
  await requireChatShop(app.db, siteId);
  await clearMemberUnread(app.db, siteId, who.memberId);
}

/** The buyer closed the dialog: the session ends (once) and the shop's workbench is told. */
export async function byeChat(app: FastifyInstance, who: Member, siteId: number): Promise<void> {
  await requireChatShop(app.db, siteId);
  const ended = await endConversation(app.db, siteId, who.memberId, CHAT_STATUS.ended);
  if (!ended) return;
  try {
    await app.chatHub.publishSession({
      site_id: siteId,
      member_id: who.memberId,
      servicer_id: ended.servicerId,
      status: ended.status,
    });
  } catch (error) {
    app.log.warn({ err: error }, 'chat session publish failed');
  }
}

/** How many servicers of the shop are online now (visitors may ask too). */
export async function chatOnlineCount(app: FastifyInstance, siteId: number): Promise<number> {
  await requireChatShop(app.db, siteId);
  return (await onlineServicerIds(app.db, siteId)).length;
}
