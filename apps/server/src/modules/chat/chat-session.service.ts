import type { ChatShopSession } from '@shop/contracts/chat';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import { getDefaultImages } from '../settings';
import {
  findConversation,
  memberConversations,
  type ChatConversationRow,
} from './chat-conversation.repository';
import { toChatMessages } from './chat-message-view';
import { findMessageRows } from './chat-message.repository';
import { findOpenShops, type ChatShopRow } from './chat-shop.repository';
import { onlineServicerIds } from './presence.service';

/** Most shop sessions listed for one member. */
export const CHAT_SESSIONS_MAX = 50;

/** An open shop, or AppError chat.shop_not_found (unknown or closed). */
export async function requireChatShop(db: DbExecutor, siteId: number): Promise<ChatShopRow> {
  const [found] = await findOpenShops(db, [siteId]);
  if (!found) throw new AppError('chat.shop_not_found');
  return found;
}

/**
 * The servicer a buyer talks to: the one serving the conversation while still online, else the
 * longest-online servicer of the shop, else 0 (客服不在线).
 */
export function pickServicer(online: number[], current: number): number {
  if (current && online.includes(current)) return current;
  return online[0] ?? 0;
}

async function sessionsOf(
  db: DbExecutor,
  shops: ChatShopRow[],
  conversations: Map<number, ChatConversationRow>,
  lang: Lang,
): Promise<ChatShopSession[]> {
  const lastIds = [...conversations.values()].map((c) => c.lastMessageId).filter((id) => id > 0);
  const lastMessages = await toChatMessages(db, await findMessageRows(db, lastIds), lang);
  const byId = new Map(lastMessages.map((m) => [m.id, m]));
  const images = await getDefaultImages(db);
  const sessions: ChatShopSession[] = [];
  for (const shop of shops) {
    const conversation = conversations.get(shop.siteId);
    const online = await onlineServicerIds(db, shop.siteId);
    sessions.push({
      site_id: shop.siteId,
      shop_id: shop.siteId,
      shop_name: shop.shopName,
      logo: shop.logo || images.default_shop_img,
      servicer_id: pickServicer(online, conversation?.servicerId ?? 0),
      online: online.length > 0 ? 1 : 0,
      unread: conversation?.memberUnread ?? 0,
      last_message: byId.get(conversation?.lastMessageId ?? 0) ?? null,
    });
  }
  return sessions;
}

/** The member's shop sessions, latest message first (closed shops left out). */
export async function memberChatSessions(
  db: DbExecutor,
  memberId: number,
  lang: Lang,
): Promise<ChatShopSession[]> {
  const conversations = await memberConversations(db, memberId, CHAT_SESSIONS_MAX);
  const shops = await findOpenShops(
    db,
    conversations.map((c) => c.siteId),
  );
  const shopById = new Map(shops.map((s) => [s.siteId, s]));
  const ordered = conversations.flatMap((c) => {
    const shop = shopById.get(c.siteId);
    return shop ? [shop] : [];
  });
  return sessionsOf(db, ordered, new Map(conversations.map((c) => [c.siteId, c])), lang);
}

/** One shop as a session of the member, also when they never talked (spec §3 shop). */
export async function memberChatShop(
  db: DbExecutor,
  memberId: number,
  siteId: number,
  lang: Lang,
): Promise<ChatShopSession> {
  const shop = await requireChatShop(db, siteId);
  const conversation = await findConversation(db, siteId, memberId);
  const conversations = new Map(conversation ? [[siteId, conversation]] : []);
  const [session] = await sessionsOf(db, [shop], conversations, lang);
  if (!session) throw new Error('chat shop session missing');
  return session;
}
