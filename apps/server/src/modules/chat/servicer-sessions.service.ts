import {
  CHAT_STATUS,
  type WorkbenchSessions,
  type WorkbenchSessionsBody,
  type WorkbenchSessionState,
} from '@shop/contracts/chat';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import { findMessageRows } from '../chat/chat-message.repository';
import { toChatMessages } from './chat-message-view';
import { getDefaultImages } from '../settings';
import {
  conversationsPage,
  countByStatus,
  findConversation,
} from './servicer-conversation.repository';

const STATUS_OF: Record<WorkbenchSessionState, number> = {
  waiting: CHAT_STATUS.waiting,
  active: CHAT_STATUS.active,
  ended: CHAT_STATUS.ended,
};
const STATE_OF = new Map(
  Object.entries(STATUS_OF).map(([state, status]) => [status, state as WorkbenchSessionState]),
);

/** The conversation of the staff's shop with a buyer; -1 会话不存在 when there is none. */
export async function shopConversation(
  db: DbExecutor,
  scope: { siteId: number; memberId: number },
) {
  const found = await findConversation(db, scope);
  if (!found) throw new AppError('staff.session_missing');
  return found;
}

/**
 * One page of the shop's conversations in a state, latest message first: the buyer, who serves
 * it, what the shop has not read and the last message; plus the counts of all three states.
 */
export async function workbenchSessions(
  db: DbExecutor,
  siteId: number,
  body: Required<Pick<WorkbenchSessionsBody, 'state'>> & { page: number; page_size: number },
  lang: Lang,
): Promise<WorkbenchSessions> {
  const status = STATUS_OF[body.state];
  const counts = await countByStatus(db, siteId);
  const count = counts.get(status) ?? 0;
  const rows = await conversationsPage(
    db,
    { siteId, status },
    { offset: (body.page - 1) * body.page_size, limit: body.page_size },
  );
  const lastIds = rows.map((r) => r.lastMessageId).filter((id) => id > 0);
  const messages = await toChatMessages(db, await findMessageRows(db, lastIds), lang);
  const byId = new Map(messages.map((m) => [m.id, m] as const));
  const { default_headimg } = await getDefaultImages(db);
  return {
    list: rows.map((r) => ({
      member_id: r.memberId,
      nickname: r.nickname,
      username: r.username,
      headimg: r.headimg || default_headimg,
      servicer_id: r.servicerId,
      state: STATE_OF.get(r.status) ?? body.state,
      unread: r.unread,
      last_message: byId.get(r.lastMessageId) ?? null,
    })),
    count,
    page_count: Math.ceil(count / body.page_size),
    counts: {
      waiting: counts.get(CHAT_STATUS.waiting) ?? 0,
      active: counts.get(CHAT_STATUS.active) ?? 0,
      ended: counts.get(CHAT_STATUS.ended) ?? 0,
    },
  };
}
