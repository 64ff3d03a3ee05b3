import { CHAT_STATUS } from '@shop/contracts/chat';
import type { FastifyInstance } from 'fastify';
import { underChatLock } from './chat-store';
import { releaseConversationsOf } from './servicer-conversation.repository';

/**
 * A servicer leaves its shop's service (disabled, or moved to another shop, issue 15): the
 * conversations it served wait again for the shop's other servicers, and their workbenches are
 * told, so no buyer is left with a servicer who can no longer answer.
 */
export async function releaseServicerConversations(
  app: FastifyInstance,
  staffId: number,
): Promise<void> {
  const released = await underChatLock(app.db, (tx) => releaseConversationsOf(tx, staffId));
  for (const c of released)
    await app.chatHub.publishSession({
      site_id: c.siteId,
      member_id: c.memberId,
      servicer_id: 0,
      status: CHAT_STATUS.waiting,
    });
}
