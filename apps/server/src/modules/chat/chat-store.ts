import {
  CHAT_SENDER,
  CHAT_STATUS,
  type ChatContentType,
  type ChatMessage,
} from '@shop/contracts/chat';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor, DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { chatMessage } from './chat.tables';
import type { Lang } from '../../lib/i18n/translate';
import type { ChatSessionChange } from './chat-hub';
import {
  ensureConversation,
  updateConversation,
  type ChatConversationRow,
} from './chat-conversation.repository';
import { toChatMessages } from './chat-message-view';
import { findMessageRows } from './chat-message.repository';

/** What to store: a message of the chat between `memberId` and the shop `siteId`. */
export type ChatAppendInput = {
  siteId: number;
  memberId: number;
  /** 0 the buyer, 1 a servicer, 2 the automatic keyword reply. */
  type: 0 | 1 | 2;
  /** The writing servicer (type 1); for the buyer's messages the one serving, 0 if none. */
  servicerId: number;
  contentType: ChatContentType;
  content: string;
  goodsSkuId?: number | null;
  orderId?: number | null;
  card?: unknown;
  clientMsgId?: string | null;
};

export type ChatAppendResult = {
  message: ChatMessage;
  /** False when `clientMsgId` repeated: `message` is the one stored the first time. */
  created: boolean;
  /** Set when the conversation's status or servicer changed (or the conversation is new). */
  session: ChatSessionChange | null;
};

/**
 * One fixed advisory-lock key for every chat write. Taken first in each append transaction, so
 * message ids commit in id order: a client catching up with "newer than last_id" can never miss
 * a message whose smaller id committed later.
 */
export const CHAT_WRITE_LOCK = 0x63686174; // 'chat'

/**
 * Runs `fn` in a transaction holding the chat write lock, so a conversation's state never changes
 * while a message is being appended to it, and message ids follow commit order (ADR 0007).
 */
export function underChatLock<T>(db: Db, fn: (tx: DbTransaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAT_WRITE_LOCK})`);
    return fn(tx);
  });
}

type ConversationChange = Parameters<typeof updateConversation>[2];

/** spec §4 chat rules: how a new message moves the conversation (status, servicer, unread). */
function nextConversationState(
  conversation: ChatConversationRow,
  input: ChatAppendInput,
): ConversationChange {
  if (input.type === CHAT_SENDER.consumer) {
    const reopened = conversation.status === CHAT_STATUS.ended;
    return {
      servicerUnread: conversation.servicerUnread + 1,
      ...(reopened ? { status: CHAT_STATUS.waiting, servicerId: 0 } : {}),
    };
  }
  if (input.type === CHAT_SENDER.servicer) {
    return {
      status: CHAT_STATUS.active,
      servicerId: input.servicerId,
      memberUnread: conversation.memberUnread + 1,
    };
  }
  return { memberUnread: conversation.memberUnread + 1 };
}

async function findByClientMsgId(
  tx: DbExecutor,
  conversationId: number,
  type: number,
  clientMsgId: string,
): Promise<number | null> {
  const rows = await tx
    .select({ id: chatMessage.messageId })
    .from(chatMessage)
    .where(
      and(
        eq(chatMessage.conversationId, conversationId),
        eq(chatMessage.type, type),
        eq(chatMessage.clientMsgId, clientMsgId),
      ),
    )
    .limit(1);
  return rows[0]?.id ?? null;
}

async function viewOf(tx: DbExecutor, id: number, lang: Lang): Promise<ChatMessage> {
  const [message] = await toChatMessages(tx, await findMessageRows(tx, [id]), lang);
  if (!message) throw new Error(`chat message ${id} not found after insert`);
  return message;
}

/**
 * Stores one chat message and moves its conversation in one transaction (see CHAT_WRITE_LOCK).
 * A repeated `clientMsgId` of the same sender kind returns the first message and changes nothing.
 * Publishing is the caller's job, after this has committed (see sendChatMessage).
 */
export async function appendChatMessage(
  db: Db,
  input: ChatAppendInput,
  lang: Lang,
): Promise<ChatAppendResult> {
  // The message's view (names, pictures, card) is built after the commit: the lock is held only
  // for the writes, which keeps every other chat write waiting as short as possible.
  const stored = await underChatLock(db, async (tx) => {
    const { row: conversation, created: newConversation } = await ensureConversation(
      tx,
      input.siteId,
      input.memberId,
    );
    // One servicer per conversation: checked here, under the lock, so two servicers replying to a
    // waiting buyer at once cannot both take it (the later one is refused).
    if (
      input.type === CHAT_SENDER.servicer &&
      conversation.status === CHAT_STATUS.active &&
      conversation.servicerId !== input.servicerId
    )
      throw new AppError('staff.session_taken');
    const clientMsgId = input.clientMsgId ?? null;
    if (clientMsgId) {
      const existing = await findByClientMsgId(
        tx,
        conversation.conversationId,
        input.type,
        clientMsgId,
      );
      if (existing !== null) return { id: existing, created: false, session: null };
    }
    const change = nextConversationState(conversation, input);
    const servicerId =
      input.type === CHAT_SENDER.consumer
        ? (change.servicerId ?? conversation.servicerId)
        : input.type === CHAT_SENDER.servicer
          ? input.servicerId
          : conversation.servicerId;
    const [inserted] = await tx
      .insert(chatMessage)
      .values({
        conversationId: conversation.conversationId,
        siteId: input.siteId,
        memberId: input.memberId,
        servicerId,
        type: input.type,
        contentType: input.contentType,
        content: input.content,
        goodsSkuId: input.goodsSkuId ?? null,
        orderId: input.orderId ?? null,
        card: input.card ?? null,
        clientMsgId,
      })
      .returning({ id: chatMessage.messageId, createdAt: chatMessage.createdAt });
    if (!inserted) throw new Error('chat message insert returned nothing');
    await updateConversation(tx, conversation.conversationId, {
      ...change,
      lastMessageId: inserted.id,
      lastMessageAt: inserted.createdAt,
    });
    const status = change.status ?? conversation.status;
    const sessionServicer = change.servicerId ?? conversation.servicerId;
    const changed =
      newConversation ||
      status !== conversation.status ||
      sessionServicer !== conversation.servicerId;
    return {
      id: inserted.id,
      created: true,
      session: changed
        ? { site_id: input.siteId, member_id: input.memberId, servicer_id: sessionServicer, status }
        : null,
    };
  });
  return {
    message: await viewOf(db, stored.id, lang),
    created: stored.created,
    session: stored.session,
  };
}
