import type { ChatDialogs, ChatMessage } from '@shop/contracts/chat';
import type { DbExecutor } from '../../db/client';
import type { Lang } from '../../lib/i18n/translate';
import { toChatMessages } from './chat-message-view';
import { countDialogMessages, dialogRowsNewestFirst, rowsAfter } from './chat-message.repository';

/**
 * One page of the chat between a member and a shop (the same for the buyer and the workbench):
 * page 1 holds the newest `limit` messages, each page listed oldest first (spec §4: the dialog
 * loads 4 at a time, older ones on demand, until `page_count`).
 */
export async function chatDialogsPage(
  db: DbExecutor,
  scope: { siteId: number; memberId: number },
  page: number,
  limit: number,
  lang: Lang,
): Promise<ChatDialogs> {
  const count = await countDialogMessages(db, scope);
  const pageCount = Math.ceil(count / limit);
  if (page > pageCount) return { page_count: pageCount, count, list: [] };
  const rows = await dialogRowsNewestFirst(db, scope, { offset: (page - 1) * limit, limit });
  const list = await toChatMessages(db, rows.reverse(), lang);
  return { page_count: pageCount, count, list };
}

/**
 * Messages newer than `lastId` that a socket may see (a member: their own chats; a servicer:
 * their shop's), oldest first: the catch-up of a reconnecting client.
 */
export async function messagesAfter(
  db: DbExecutor,
  filter: { memberId: number } | { siteId: number },
  lastId: number,
  limit: number,
  lang: Lang,
): Promise<ChatMessage[]> {
  return toChatMessages(db, await rowsAfter(db, filter, lastId, limit), lang);
}
