import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { chatConversation } from './chat.tables';

export type ChatConversationRow = typeof chatConversation.$inferSelect;

const ofPair = (siteId: number, memberId: number) =>
  and(eq(chatConversation.siteId, siteId), eq(chatConversation.memberId, memberId));

/** The conversation of a member with a shop, if they ever talked. */
export async function findConversation(
  db: DbExecutor,
  siteId: number,
  memberId: number,
): Promise<ChatConversationRow | null> {
  const rows = await db.select().from(chatConversation).where(ofPair(siteId, memberId)).limit(1);
  return rows[0] ?? null;
}

/**
 * The conversation of a member with a shop, created (waiting, nobody serving) when missing.
 * `created` tells whether this call made it.
 */
export async function ensureConversation(
  db: DbExecutor,
  siteId: number,
  memberId: number,
): Promise<{ row: ChatConversationRow; created: boolean }> {
  const inserted = await db
    .insert(chatConversation)
    .values({ siteId, memberId })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return { row: inserted[0], created: true };
  const row = await findConversation(db, siteId, memberId);
  if (!row) throw new Error(`chat conversation ${siteId}/${memberId} vanished`);
  return { row, created: false };
}

/** Writes the state, unread counters and last message of a conversation. */
export async function updateConversation(
  db: DbExecutor,
  conversationId: number,
  set: Partial<
    Pick<
      ChatConversationRow,
      | 'servicerId'
      | 'status'
      | 'memberUnread'
      | 'servicerUnread'
      | 'lastMessageId'
      | 'lastMessageAt'
    >
  >,
): Promise<void> {
  await db
    .update(chatConversation)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(chatConversation.conversationId, conversationId));
}

/** Clears what the member has not read of a shop (nothing happens when they never talked). */
export async function clearMemberUnread(
  db: DbExecutor,
  siteId: number,
  memberId: number,
): Promise<void> {
  await db
    .update(chatConversation)
    .set({ memberUnread: 0 })
    .where(and(ofPair(siteId, memberId), sql`${chatConversation.memberUnread} <> 0`));
}

/** Ends the conversation unless it already was; the ended row, or null when nothing changed. */
export async function endConversation(
  db: DbExecutor,
  siteId: number,
  memberId: number,
  endedStatus: number,
): Promise<ChatConversationRow | null> {
  const rows = await db
    .update(chatConversation)
    .set({ status: endedStatus, updatedAt: new Date() })
    .where(and(ofPair(siteId, memberId), sql`${chatConversation.status} <> ${endedStatus}`))
    .returning();
  return rows[0] ?? null;
}

/** The member's conversations, latest message first. */
export function memberConversations(
  db: DbExecutor,
  memberId: number,
  limit: number,
): Promise<ChatConversationRow[]> {
  return db
    .select()
    .from(chatConversation)
    .where(eq(chatConversation.memberId, memberId))
    .orderBy(
      sql`${chatConversation.lastMessageAt} desc nulls last`,
      desc(chatConversation.conversationId),
    )
    .limit(limit);
}
