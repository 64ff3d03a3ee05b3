import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { staff } from '../auth/staff.tables';
import { shop } from '../catalogue/catalogue.tables';
import { member } from '../member/member.tables';
import { chatMessage } from './chat.tables';

/** A stored message with the names and pictures its view shows. */
export type ChatMessageRow = {
  messageId: number;
  siteId: number;
  memberId: number;
  servicerId: number;
  type: number;
  contentType: number;
  content: string;
  goodsSkuId: number | null;
  orderId: number | null;
  card: unknown;
  clientMsgId: string | null;
  createdAt: Date;
  memberNickname: string | null;
  memberHeadimg: string | null;
  staffNickname: string | null;
  staffHeadimg: string | null;
  shopName: string | null;
  shopLogo: string | null;
};

const columns = {
  messageId: chatMessage.messageId,
  siteId: chatMessage.siteId,
  memberId: chatMessage.memberId,
  servicerId: chatMessage.servicerId,
  type: chatMessage.type,
  contentType: chatMessage.contentType,
  content: chatMessage.content,
  goodsSkuId: chatMessage.goodsSkuId,
  orderId: chatMessage.orderId,
  card: chatMessage.card,
  clientMsgId: chatMessage.clientMsgId,
  createdAt: chatMessage.createdAt,
  memberNickname: member.nickname,
  memberHeadimg: member.headimg,
  staffNickname: staff.nickname,
  staffHeadimg: staff.headimg,
  shopName: shop.shopName,
  shopLogo: shop.logo,
};

function selectRows(db: DbExecutor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(chatMessage)
    .leftJoin(member, eq(member.memberId, chatMessage.memberId))
    .leftJoin(staff, eq(staff.staffId, chatMessage.servicerId))
    .leftJoin(shop, eq(shop.siteId, chatMessage.siteId))
    .where(where);
}

/** Messages by id (any order). */
export function findMessageRows(db: DbExecutor, ids: number[]): Promise<ChatMessageRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectRows(db, inArray(chatMessage.messageId, ids));
}

/** How many messages the chat of a member with a shop holds. */
export async function countDialogMessages(
  db: DbExecutor,
  scope: { siteId: number; memberId: number },
): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatMessage)
    .where(and(eq(chatMessage.memberId, scope.memberId), eq(chatMessage.siteId, scope.siteId)));
  return rows[0]?.count ?? 0;
}

/** One window of the chat of a member with a shop, newest first. */
export function dialogRowsNewestFirst(
  db: DbExecutor,
  scope: { siteId: number; memberId: number },
  window: { offset: number; limit: number },
): Promise<ChatMessageRow[]> {
  return selectRows(
    db,
    and(eq(chatMessage.memberId, scope.memberId), eq(chatMessage.siteId, scope.siteId)),
  )
    .orderBy(desc(chatMessage.messageId))
    .offset(window.offset)
    .limit(window.limit);
}

/** Messages newer than `lastId` of one member or of one shop, oldest first. */
export function rowsAfter(
  db: DbExecutor,
  filter: { memberId: number } | { siteId: number },
  lastId: number,
  limit: number,
): Promise<ChatMessageRow[]> {
  const owner =
    'memberId' in filter
      ? eq(chatMessage.memberId, filter.memberId)
      : eq(chatMessage.siteId, filter.siteId);
  return selectRows(db, and(owner, gt(chatMessage.messageId, lastId)))
    .orderBy(asc(chatMessage.messageId))
    .limit(limit);
}
