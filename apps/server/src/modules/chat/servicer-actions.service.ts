import {
  CHAT_CONTENT_TYPE,
  CHAT_SENDER,
  CHAT_STATUS,
  type ChatMessage,
  type WorkbenchSayBodySchema,
} from '@shop/contracts/chat';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { translate, type Lang } from '../../lib/i18n/translate';
import { resolveChatContent } from './chat-content.service';
import { sendChatMessage } from './chat-send.service';
import { underChatLock } from './chat-store';
import type { StaffIdentity } from '../auth';
import {
  clearServicerUnread,
  endConversation,
  findConversation,
  takeConversation,
} from './servicer-conversation.repository';
import { shopConversation } from './servicer-sessions.service';

/** Replies per servicer within SAY_WINDOW_MS before `say` is refused for a moment. */
export const STAFF_SAY_MAX = 20;
const SAY_WINDOW_MS = 10_000;

type Scope = { siteId: number; memberId: number };

const scopeOf = (staff: StaffIdentity, memberId: number): Scope => ({
  siteId: staff.siteId,
  memberId,
});

/** Why a conditional change found nothing to change: ended, or served by another servicer. */
async function refusal(tx: DbTransaction, scope: Scope): Promise<AppError> {
  const now = await findConversation(tx, scope);
  return new AppError(
    now?.status === CHAT_STATUS.ended ? 'staff.session_ended' : 'staff.session_taken',
  );
}

/** Refuses a conversation another servicer of the shop is serving. */
function assertNotTakenByOther(found: { status: number; servicerId: number }, staffId: number) {
  if (found.status === CHAT_STATUS.active && found.servicerId !== staffId)
    throw new AppError('staff.session_taken');
}

/** The shop read everything of the buyer (servicer_unread 0). */
export async function workbenchSetRead(
  app: FastifyInstance,
  staff: StaffIdentity,
  memberId: number,
): Promise<void> {
  const scope = scopeOf(staff, memberId);
  await underChatLock(app.db, async (tx) => {
    await shopConversation(tx, scope);
    await clearServicerUnread(tx, scope);
  });
}

/**
 * The servicer takes a waiting conversation. Of two servicers accepting at once one wins; the
 * other is told the conversation is taken. Ended conversations cannot be accepted.
 */
export async function workbenchAccept(
  app: FastifyInstance,
  staff: StaffIdentity,
  memberId: number,
): Promise<void> {
  const scope = scopeOf(staff, memberId);
  await underChatLock(app.db, async (tx) => {
    await shopConversation(tx, scope);
    if (!(await takeConversation(tx, scope, staff.staffId))) throw await refusal(tx, scope);
  });
  await app.chatHub.publishSession({
    site_id: scope.siteId,
    member_id: memberId,
    servicer_id: staff.staffId,
    status: CHAT_STATUS.active,
  });
}

/**
 * Ends a waiting conversation or one this servicer serves, tells the workbenches, then sends the
 * buyer an automatic message (in the request's language) that the session ended.
 */
export async function workbenchEnd(
  app: FastifyInstance,
  staff: StaffIdentity,
  memberId: number,
  lang: Lang,
): Promise<void> {
  const scope = scopeOf(staff, memberId);
  const ended = await underChatLock(app.db, async (tx) => {
    await shopConversation(tx, scope);
    const done = await endConversation(tx, scope, staff.staffId);
    if (!done) throw await refusal(tx, scope);
    return done;
  });
  await app.chatHub.publishSession({
    site_id: scope.siteId,
    member_id: memberId,
    servicer_id: ended.servicerId,
    status: CHAT_STATUS.ended,
  });
  await sendChatMessage(
    app,
    {
      ...scope,
      type: CHAT_SENDER.robot,
      servicerId: staff.staffId,
      contentType: CHAT_CONTENT_TYPE.text,
      content: translate(lang, 'staff.session_end_notice'),
    },
    lang,
  );
}

/**
 * A servicer's reply: the content is checked with the buyer's rules (an order card must be this
 * buyer's order with this shop), then stored and delivered; it takes a waiting conversation.
 */
export async function workbenchSay(
  app: FastifyInstance,
  uploadDir: string,
  staff: StaffIdentity,
  body: z.output<typeof WorkbenchSayBodySchema>,
  lang: Lang,
): Promise<ChatMessage> {
  const scope = scopeOf(staff, body.member_id);
  const found = await shopConversation(app.db, scope);
  assertNotTakenByOther(found, staff.staffId);
  if ((await app.kv.increment(`staff:say:${staff.staffId}`, SAY_WINDOW_MS)) > STAFF_SAY_MAX)
    throw new AppError('staff.say_too_fast');
  const content = await resolveChatContent(app.db, uploadDir, body, scope, lang);
  return sendChatMessage(
    app,
    {
      ...scope,
      type: CHAT_SENDER.servicer,
      servicerId: staff.staffId,
      ...content,
      clientMsgId: body.client_msg_id ?? null,
    },
    lang,
  );
}
