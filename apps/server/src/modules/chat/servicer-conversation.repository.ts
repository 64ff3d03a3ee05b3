import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { member } from '../member/member.tables';
import { chatConversation } from './chat.tables';

/** A conversation nobody serves yet, or one `staffId` serves. */
const waitingOrServedBy = (staffId: number) =>
  or(
    eq(chatConversation.status, 0),
    and(eq(chatConversation.status, 1), eq(chatConversation.servicerId, staffId)),
  );

/** The conversation of a shop with one buyer, or undefined. */
export async function findConversation(
  db: DbExecutor,
  scope: { siteId: number; memberId: number },
) {
  const rows = await db
    .select({
      conversationId: chatConversation.conversationId,
      servicerId: chatConversation.servicerId,
      status: chatConversation.status,
    })
    .from(chatConversation)
    .where(
      and(eq(chatConversation.siteId, scope.siteId), eq(chatConversation.memberId, scope.memberId)),
    )
    .limit(1);
  return rows[0];
}

/** How many conversations of the shop are in each status. */
export async function countByStatus(db: DbExecutor, siteId: number) {
  const rows = await db
    .select({ status: chatConversation.status, count: sql<number>`count(*)::int` })
    .from(chatConversation)
    .where(eq(chatConversation.siteId, siteId))
    .groupBy(chatConversation.status);
  return new Map(rows.map((r) => [r.status, r.count] as const));
}

/** One page of the shop's conversations in `status`, latest message first, with the buyer. */
export function conversationsPage(
  db: DbExecutor,
  filter: { siteId: number; status: number },
  window: { offset: number; limit: number },
) {
  return db
    .select({
      memberId: chatConversation.memberId,
      servicerId: chatConversation.servicerId,
      status: chatConversation.status,
      unread: chatConversation.servicerUnread,
      lastMessageId: chatConversation.lastMessageId,
      nickname: member.nickname,
      username: member.username,
      headimg: member.headimg,
    })
    .from(chatConversation)
    .innerJoin(member, eq(member.memberId, chatConversation.memberId))
    .where(
      and(eq(chatConversation.siteId, filter.siteId), eq(chatConversation.status, filter.status)),
    )
    .orderBy(
      sql`${chatConversation.lastMessageAt} desc nulls last`,
      desc(chatConversation.conversationId),
    )
    .offset(window.offset)
    .limit(window.limit);
}

const scopeOf = (scope: { siteId: number; memberId: number }) =>
  and(eq(chatConversation.siteId, scope.siteId), eq(chatConversation.memberId, scope.memberId));

/** The shop read everything of the buyer. */
export async function clearServicerUnread(
  db: DbExecutor,
  scope: { siteId: number; memberId: number },
): Promise<void> {
  await db.update(chatConversation).set({ servicerUnread: 0 }).where(scopeOf(scope));
}

/**
 * Waiting -> active with `staffId`, in one conditional update: of two servicers accepting at
 * once exactly one gets the row back. Accepting one's own active conversation again also counts.
 */
export async function takeConversation(
  db: DbExecutor,
  scope: { siteId: number; memberId: number },
  staffId: number,
): Promise<boolean> {
  const rows = await db
    .update(chatConversation)
    .set({ status: 1, servicerId: staffId, updatedAt: new Date() })
    .where(and(scopeOf(scope), waitingOrServedBy(staffId)))
    .returning({ id: chatConversation.conversationId });
  return rows.length > 0;
}

/**
 * Waiting or active (served by `staffId`) -> ended, in one conditional update; false when it
 * was already ended or another servicer serves it. Answers the servicer id it keeps.
 */
export async function endConversation(
  db: DbExecutor,
  scope: { siteId: number; memberId: number },
  staffId: number,
): Promise<{ servicerId: number } | null> {
  const rows = await db
    .update(chatConversation)
    .set({ status: 2, updatedAt: new Date() })
    .where(and(scopeOf(scope), waitingOrServedBy(staffId)))
    .returning({ servicerId: chatConversation.servicerId });
  return rows[0] ?? null;
}

/**
 * The conversations `staffId` serves go back to waiting, for the shop's other servicers (the
 * servicer was disabled or moved to another shop). Answers the conversations released.
 */
export async function releaseConversationsOf(db: DbExecutor, staffId: number) {
  return db
    .update(chatConversation)
    .set({ status: 0, servicerId: 0, updatedAt: new Date() })
    .where(and(eq(chatConversation.status, 1), eq(chatConversation.servicerId, staffId)))
    .returning({ siteId: chatConversation.siteId, memberId: chatConversation.memberId });
}
