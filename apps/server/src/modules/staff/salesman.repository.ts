import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { outOfStock } from '../catalogue/goods-member.tables';
import { member } from '../member/member.tables';
import { order } from '../order/order.tables';
import { escapeLike, likeLower } from '../../lib/like';

type Window = { offset: number; limit: number };

/** The members salesman `staffId` serves (member.salesman_id), newest first. */
export async function findTeamPage(
  db: DbExecutor,
  staffId: number,
  keyword: string | undefined,
  window: Window,
) {
  const where: SQL[] = [eq(member.salesmanId, staffId)];
  if (keyword) {
    const p = `%${escapeLike(keyword.toLowerCase())}%`;
    where.push(
      sql`(${likeLower(member.nickname, p)} or ${likeLower(member.companyName, p)} or ${likeLower(member.realname, p)} or ${member.mobile} = ${keyword})`,
    );
  }
  const [rows, [total]] = await Promise.all([
    db
      .select({
        memberId: member.memberId,
        nickname: member.nickname,
        realname: member.realname,
        companyName: member.companyName,
        mobile: member.mobile,
        createdAt: member.createdAt,
      })
      .from(member)
      .where(and(...where))
      .orderBy(desc(member.createdAt), desc(member.memberId))
      .offset(window.offset)
      .limit(window.limit),
    db
      .select({ n: count() })
      .from(member)
      .where(and(...where)),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** Each member's order count and latest `perMember` orders (one query, ranked per member). */
export async function findRecentOrders(db: DbExecutor, memberIds: number[], perMember: number) {
  if (memberIds.length === 0) return [];
  const ranked = db
    .select({
      orderId: order.orderId,
      orderNo: order.orderNo,
      memberId: order.memberId,
      orderStatus: order.orderStatus,
      orderMoneyFen: order.orderMoneyFen,
      createdAt: order.createdAt,
      rank: sql<number>`row_number() over (partition by ${order.memberId} order by ${order.createdAt} desc, ${order.orderId} desc)`.as(
        'rank',
      ),
      total: sql<number>`count(*) over (partition by ${order.memberId})`.as('total'),
    })
    .from(order)
    .where(inArray(order.memberId, memberIds))
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perMember}`)
    .orderBy(ranked.memberId, ranked.rank);
}

/** The stock-out registrations of salesman `staffId`'s members, newest first. */
export async function findTeamStockoutPage(db: DbExecutor, staffId: number, window: Window) {
  const where = eq(member.salesmanId, staffId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: outOfStock, nickname: member.nickname })
      .from(outOfStock)
      .innerJoin(member, eq(member.memberId, outOfStock.memberId))
      .where(where)
      .orderBy(desc(outOfStock.createdAt), desc(outOfStock.id))
      .offset(window.offset)
      .limit(window.limit),
    db
      .select({ n: count() })
      .from(outOfStock)
      .innerJoin(member, eq(member.memberId, outOfStock.memberId))
      .where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
