import type { ChatOrderCard, WorkbenchMember } from '@shop/contracts/chat';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { member, memberLabel, memberLevel } from '../member/member.tables';
import { order, orderGoods } from '../order/order.tables';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import { orderCardView, shopConversation, type StoredOrderCard } from '../chat';
import { getDefaultImages } from '../settings';

/** How many of the buyer's latest orders with the shop the workbench shows. */
export const WORKBENCH_RECENT_ORDERS = 5;

/** The buyer's latest orders with one shop as order cards, newest first. */
async function recentOrderCards(
  db: DbExecutor,
  scope: { siteId: number; memberId: number },
  lang: Lang,
): Promise<ChatOrderCard[]> {
  const orders = await db
    .select({
      orderId: order.orderId,
      orderNo: order.orderNo,
      orderName: order.orderName,
      orderStatus: order.orderStatus,
      orderMoneyFen: order.orderMoneyFen,
      createdAt: order.createdAt,
    })
    .from(order)
    .where(and(eq(order.memberId, scope.memberId), eq(order.siteId, scope.siteId)))
    .orderBy(desc(order.createdAt), desc(order.orderId))
    .limit(WORKBENCH_RECENT_ORDERS);
  if (orders.length === 0) return [];
  const lines = await db
    .select({ orderId: orderGoods.orderId, num: orderGoods.num, skuImage: orderGoods.skuImage })
    .from(orderGoods)
    .where(
      inArray(
        orderGoods.orderId,
        orders.map((o) => o.orderId),
      ),
    )
    .orderBy(asc(orderGoods.orderGoodsId));
  const cards: ChatOrderCard[] = [];
  for (const o of orders) {
    const own = lines.filter((l) => l.orderId === o.orderId);
    const stored: StoredOrderCard = {
      kind: 'order',
      order_id: o.orderId,
      order_no: o.orderNo,
      order_name: o.orderName,
      order_status: o.orderStatus,
      order_money_fen: o.orderMoneyFen,
      goods_num: own.reduce((sum, l) => sum + l.num, 0),
      sku_image: own[0]?.skuImage ?? '',
      create_time: Math.floor(o.createdAt.getTime() / 1000),
    };
    const card = orderCardView(stored, lang);
    if (card) cards.push(card);
  }
  return cards;
}

/**
 * Who the buyer of a conversation of the staff's shop is: names, picture, buyer type and level,
 * and their latest orders with this shop only. -1 会话不存在 without a conversation.
 */
export async function workbenchMember(
  db: DbExecutor,
  scope: { siteId: number; memberId: number },
  lang: Lang,
): Promise<WorkbenchMember> {
  await shopConversation(db, scope);
  const rows = await db
    .select({
      memberId: member.memberId,
      username: member.username,
      nickname: member.nickname,
      headimg: member.headimg,
      labelName: sql<string | null>`${memberLabel.labelName}`,
      levelName: sql<string | null>`${memberLevel.levelName}`,
    })
    .from(member)
    .leftJoin(memberLabel, eq(memberLabel.labelId, member.labelId))
    .leftJoin(memberLevel, eq(memberLevel.levelId, member.levelId))
    .where(eq(member.memberId, scope.memberId))
    .limit(1);
  const row = rows[0];
  if (!row) throw new AppError('staff.session_missing');
  const { default_headimg } = await getDefaultImages(db);
  return {
    member_id: row.memberId,
    username: row.username,
    nickname: row.nickname,
    headimg: row.headimg || default_headimg,
    label_name: row.labelName ?? '',
    level_name: row.levelName ?? '',
    recent_orders: await recentOrderCards(db, scope, lang),
  };
}
