import type { ChatMessage } from '@shop/contracts/chat';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../lib/i18n/translate';
import { appendChatMessage, type ChatAppendInput, type ChatAppendResult } from './chat-store';

/**
 * Publishes a stored append (nothing when it was a repeat). A failed publish is logged, not
 * thrown: the message is stored and clients catch up from the database on reconnect.
 */
export async function publishAppend(app: FastifyInstance, result: ChatAppendResult): Promise<void> {
  if (!result.created) return;
  try {
    await app.chatHub.publishMessage(result.message);
    if (result.session) await app.chatHub.publishSession(result.session);
  } catch (error) {
    app.log.warn({ err: error, messageId: result.message.id }, 'chat publish failed');
  }
}

/**
 * Stores a message, then (only when it is new) publishes it and any session change to the live
 * sockets. Store first, publish second: a socket that misses the event catches up from the
 * database on reconnect (LESSONS "Chat").
 */
export async function sendChatMessage(
  app: FastifyInstance,
  input: ChatAppendInput,
  lang: Lang,
): Promise<ChatMessage> {
  const result = await appendChatMessage(app.db, input, lang);
  await publishAppend(app, result);
  return result.message;
}
