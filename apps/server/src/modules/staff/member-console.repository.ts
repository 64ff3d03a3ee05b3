import type { ConsoleMemberListBody } from '@shop/contracts/member';
import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { staff } from '../auth/staff.tables';
import { shop } from '../catalogue/catalogue.tables';
import { memberMoney, memberMoneyOrZero } from '../finance/member-money.tables';
import { member, memberLabel, memberLevel } from '../member/member.tables';
import { order } from '../order/order.tables';
import { escapeLike, likeLower } from '../../lib/like';
import { documentRankSql } from '../member';

/**
 * Which members a staff account reaches (docs/adr/0015-staff-see-members.md): `shopId` null for
 * a platform account; `ownShop` when the account's shop is the platform's own (it also reaches
 * the members attached to no shop yet); `salesmanId` set for a salesman, who reads only the
 * members assigned to them.
 */
export type MemberReach = { shopId: number | null; ownShop: boolean; salesmanId: number | null };

/** Whether shop `siteId` is the platform's own shop. */
export async function isOwnShop(db: DbExecutor, siteId: number): Promise<boolean> {
  const [row] = await db.select({ isOwn: shop.isOwn }).from(shop).where(eq(shop.siteId, siteId));
  return row?.isOwn ?? false;
}

/** The SQL condition on `member` of a reach (undefined: every member). */
export function reachCondition(reach: MemberReach): SQL | undefined {
  const parts: SQL[] = [];
  if (reach.shopId !== null) {
    const orderedHere = sql`exists (select 1 from "order" o where o.member_id = ${member.memberId} and o.site_id = ${reach.shopId})`;
    const salesmanHere = sql`exists (select 1 from staff s where s.staff_id = ${member.salesmanId} and s.site_id = ${reach.shopId})`;
    const unattached = sql`(${member.salesmanId} = 0 and not exists (select 1 from "order" o where o.member_id = ${member.memberId}))`;
    parts.push(
      reach.ownShop
        ? sql`(${orderedHere} or ${salesmanHere} or ${unattached})`
        : sql`(${orderedHere} or ${salesmanHere})`,
    );
  }
  if (reach.salesmanId !== null) parts.push(eq(member.salesmanId, reach.salesmanId));
  return parts.length > 0 ? and(...parts) : undefined;
}

/** Whether the member exists and is within reach. */
export async function memberInReach(
  db: DbExecutor,
  reach: MemberReach,
  memberId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: member.memberId })
    .from(member)
    .where(and(eq(member.memberId, memberId), reachCondition(reach)));
  return rows.length === 1;
}

/** The start of a shop day (Asia/Shanghai, UTC+8) as a moment. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** `documentRankSql` of each licence state (issue 16: licences are member_document rows). */
const QUALIFICATION_RANK = { none: 0, rejected: 1, approved: 2, expired: 3, waiting: 4 } as const;

function filterCondition(body: ConsoleMemberListBody, today: string): SQL[] {
  const where: SQL[] = [];
  if (body.search) {
    const pattern = `%${escapeLike(body.search.toLowerCase())}%`;
    where.push(
      or(
        likeLower(member.username, pattern),
        likeLower(member.mobile, pattern),
        likeLower(member.nickname, pattern),
        likeLower(member.realname, pattern),
      )!,
    );
  }
  if (body.label_id !== undefined) where.push(eq(member.labelId, body.label_id));
  if (body.level_id !== undefined) where.push(eq(member.levelId, body.level_id));
  if (body.status !== undefined) where.push(eq(member.status, body.status));
  if (body.salesman_id !== undefined) where.push(eq(member.salesmanId, body.salesman_id));
  if (body.reg_start) where.push(gte(member.createdAt, dayStart(body.reg_start)));
  if (body.reg_end) where.push(lt(member.createdAt, nextDayStart(body.reg_end)));
  if (body.qualification_status)
    where.push(
      sql`${documentRankSql(member.memberId, today)} = ${QUALIFICATION_RANK[body.qualification_status]}`,
    );
  return where;
}

const SORT_COLUMNS = {
  member_id: member.memberId,
  created_at: member.createdAt,
  last_login_at: member.lastLoginAt,
  balance: memberMoneyOrZero.balanceFen,
} as const;

const rowColumns = (today: string) => ({
  memberId: member.memberId,
  username: member.username,
  nickname: member.nickname,
  realname: member.realname,
  mobile: member.mobile,
  headimg: member.headimg,
  labelId: member.labelId,
  labelName: memberLabel.labelName,
  levelId: member.levelId,
  levelName: memberLevel.levelName,
  status: member.status,
  balanceFen: memberMoneyOrZero.balanceFen,
  creditLimitFen: memberMoneyOrZero.creditLimitFen,
  creditUsedFen: memberMoneyOrZero.creditUsedFen,
  point: member.point,
  growth: member.growth,
  fullAddress: member.fullAddress,
  invitationCode: member.invitationCode,
  qualificationRank: documentRankSql(member.memberId, today),
  salesmanId: member.salesmanId,
  salesmanName: staff.nickname,
  loginGroupId: member.loginGroupId,
  createdAt: member.createdAt,
  lastLoginAt: member.lastLoginAt,
});
export type ConsoleMemberDbRow = Awaited<ReturnType<typeof memberRowsQuery>>[number];

const memberRowsQuery = (db: DbExecutor, where: SQL | undefined, today: string) =>
  db
    .select(rowColumns(today))
    .from(member)
    .leftJoin(memberLabel, eq(memberLabel.labelId, member.labelId))
    .leftJoin(memberLevel, eq(memberLevel.levelId, member.levelId))
    .leftJoin(staff, eq(staff.staffId, member.salesmanId))
    .leftJoin(memberMoney, eq(memberMoney.memberId, member.memberId))
    .where(where)
    .$dynamic();

/**
 * One page of the members within reach matching the filters, and how many match; licence states
 * judged on `today` (the shop's day).
 */
export async function findMemberPage(
  db: DbExecutor,
  reach: MemberReach,
  body: ConsoleMemberListBody,
  window: { offset: number; limit: number },
  today: string,
) {
  const where = and(reachCondition(reach), ...filterCondition(body, today));
  const column = SORT_COLUMNS[body.sort];
  const direction = body.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    memberRowsQuery(db, where, today)
      .orderBy(
        body.sort === 'last_login_at'
          ? sql`${column} ${sql.raw(body.order === 'asc' ? 'asc' : 'desc')} nulls last`
          : direction(column),
        direction(member.memberId),
      )
      .offset(window.offset)
      .limit(window.limit),
    db.select({ n: count() }).from(member).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** One member within reach, with everything its detail shows (licence state on `today`). */
export async function findMemberRow(
  db: DbExecutor,
  reach: MemberReach,
  memberId: number,
  today: string,
) {
  const [row] = await memberRowsQuery(
    db,
    and(eq(member.memberId, memberId), reachCondition(reach)),
    today,
  );
  return row;
}

/** The accounts of a login group, oldest first. */
export async function findGroupAccounts(db: DbExecutor, groupId: number) {
  return db
    .select({
      memberId: member.memberId,
      username: member.username,
      nickname: member.nickname,
      mobile: member.mobile,
      status: member.status,
    })
    .from(member)
    .where(eq(member.loginGroupId, groupId))
    .orderBy(asc(member.memberId));
}

/** The member's orders with a shop (every shop when `shopId` is null): counts and paid money. */
export async function findOrderSummary(db: DbExecutor, memberId: number, shopId: number | null) {
  const where = and(
    eq(order.memberId, memberId),
    shopId === null ? undefined : eq(order.siteId, shopId),
  );
  const [totals] = await db
    .select({
      count: count(),
      paidCount: sql<number>`count(*) filter (where ${order.payTime} is not null)`.mapWith(Number),
      paidFen:
        sql<number>`coalesce(sum(${order.orderMoneyFen}) filter (where ${order.payTime} is not null), 0)`.mapWith(
          Number,
        ),
    })
    .from(order)
    .where(where);
  const recent = await db
    .select({
      orderId: order.orderId,
      orderNo: order.orderNo,
      siteId: order.siteId,
      orderStatus: order.orderStatus,
      orderMoneyFen: order.orderMoneyFen,
      createdAt: order.createdAt,
    })
    .from(order)
    .where(where)
    .orderBy(desc(order.createdAt), desc(order.orderId))
    .limit(5);
  return {
    count: totals?.count ?? 0,
    paidCount: totals?.paidCount ?? 0,
    paidFen: totals?.paidFen ?? 0,
    recent,
  };
}

/** The usable salesmen of a shop (of every shop when null), by name. */
export async function findSalesmen(db: DbExecutor, shopId: number | null) {
  return db
    .select({ staffId: staff.staffId, nickname: staff.nickname, siteId: staff.siteId })
    .from(staff)
    .where(
      and(
        eq(staff.role, 'salesman'),
        eq(staff.status, 1),
        shopId === null ? undefined : eq(staff.siteId, shopId),
      ),
    )
    .orderBy(asc(staff.nickname), asc(staff.staffId));
}

/** A salesman account (any status), with its shop. */
export async function findSalesman(db: DbExecutor, staffId: number) {
  const [row] = await db
    .select({ staffId: staff.staffId, siteId: staff.siteId, status: staff.status })
    .from(staff)
    .where(and(eq(staff.staffId, staffId), eq(staff.role, 'salesman')));
  return row;
}

export async function findLabelOptions(db: DbExecutor) {
  return db
    .select({ labelId: memberLabel.labelId, labelName: memberLabel.labelName })
    .from(memberLabel)
    .orderBy(asc(memberLabel.sort), asc(memberLabel.labelId));
}

export async function findLevelOptions(db: DbExecutor) {
  return db
    .select({ levelId: memberLevel.levelId, levelName: memberLevel.levelName })
    .from(memberLevel)
    .orderBy(asc(memberLevel.growth), asc(memberLevel.sort));
}

/** Whether a label / a level exists. */
export async function labelExists(db: DbExecutor, labelId: number): Promise<boolean> {
  const rows = await db
    .select({ id: memberLabel.labelId })
    .from(memberLabel)
    .where(eq(memberLabel.labelId, labelId));
  return rows.length === 1;
}
export async function levelExists(db: DbExecutor, levelId: number): Promise<boolean> {
  const rows = await db
    .select({ id: memberLevel.levelId })
    .from(memberLevel)
    .where(eq(memberLevel.levelId, levelId));
  return rows.length === 1;
}
