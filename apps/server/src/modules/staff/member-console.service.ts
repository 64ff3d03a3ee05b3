import type {
  ConsoleMemberDetail,
  ConsoleMemberListBody,
  ConsoleMemberOptions,
  ConsoleMemberRow,
} from '@shop/contracts/member';
import type { Page } from '@shop/contracts/common';
import { fenToYuan } from '@shop/contracts/money';
import { seesOnlyOwnMembers } from '@shop/contracts/staff';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { shopDay } from '../../lib/shop-day';
import { pageCount, pageWindow } from '../../lib/paging';
import { staffShop, type StaffActor } from '../auth';
import { findMemberDocuments, memberDocumentOf, qualificationStatusOf } from '../member';
import {
  findGroupAccounts,
  findLabelOptions,
  findLevelOptions,
  findMemberPage,
  findMemberRow,
  findOrderSummary,
  findSalesmen,
  isOwnShop,
  type ConsoleMemberDbRow,
  type MemberReach,
} from './member-console.repository';

/** The members a staff account reaches (docs/adr/0015-staff-see-members.md). */
export async function memberReachOf(db: DbExecutor, actor: StaffActor): Promise<MemberReach> {
  const shopId = staffShop(actor);
  return {
    shopId,
    ownShop: shopId !== null && (await isOwnShop(db, shopId)),
    salesmanId: seesOnlyOwnMembers(actor.role) ? actor.staffId : null,
  };
}

const asStatus = (status: number): 0 | 1 => (status === 1 ? 1 : 0);

function toRow(row: ConsoleMemberDbRow): ConsoleMemberRow {
  return {
    member_id: row.memberId,
    username: row.username,
    nickname: row.nickname,
    realname: row.realname,
    mobile: row.mobile ?? '',
    label_id: row.labelId ?? 0,
    label_name: row.labelName ?? '',
    level_id: row.levelId ?? 0,
    level_name: row.levelName ?? '',
    status: asStatus(row.status),
    balance: fenToYuan(row.balanceFen),
    credit_limit: fenToYuan(row.creditLimitFen),
    credit_used: fenToYuan(row.creditUsedFen),
    point: row.point,
    qualification_status: qualificationStatusOf(row.qualificationRank),
    salesman_id: row.salesmanId,
    salesman_name: row.salesmanName ?? '',
    login_group_id: row.loginGroupId ?? 0,
    create_time: row.createdAt.getTime(),
    last_login_time: row.lastLoginAt?.getTime() ?? null,
  };
}

/** `/staff/api/member/lists`. */
export async function consoleMemberList(
  db: DbExecutor,
  actor: StaffActor,
  body: ConsoleMemberListBody,
): Promise<Page<ConsoleMemberRow>> {
  const reach = await memberReachOf(db, actor);
  const { rows, count } = await findMemberPage(
    db,
    reach,
    body,
    pageWindow(body),
    shopDay(new Date()),
  );
  return { page_count: pageCount(count, body), count, list: rows.map(toRow) };
}

/** `/staff/api/member/detail`: a member out of reach is not found. */
export async function consoleMemberDetail(
  db: DbExecutor,
  actor: StaffActor,
  memberId: number,
): Promise<ConsoleMemberDetail> {
  const today = shopDay(new Date());
  const row = await findMemberRow(db, await memberReachOf(db, actor), memberId, today);
  if (!row) throw new AppError('console.member_not_found');
  const [accounts, orders, documents] = await Promise.all([
    row.loginGroupId ? findGroupAccounts(db, row.loginGroupId) : Promise.resolve([]),
    findOrderSummary(db, memberId, staffShop(actor)),
    findMemberDocuments(db, memberId),
  ]);
  return {
    ...toRow(row),
    headimg: row.headimg,
    full_address: row.fullAddress,
    growth: row.growth,
    invitation_code: row.invitationCode,
    documents: documents.map((d) => memberDocumentOf(d, today)),
    group_accounts: accounts.map((a) => ({
      member_id: a.memberId,
      username: a.username,
      nickname: a.nickname,
      mobile: a.mobile ?? '',
      status: asStatus(a.status),
      is_self: a.memberId === memberId,
    })),
    orders: {
      count: orders.count,
      paid_count: orders.paidCount,
      paid_money: fenToYuan(orders.paidFen),
    },
    recent_orders: orders.recent.map((o) => ({
      order_id: o.orderId,
      order_no: o.orderNo,
      site_id: o.siteId,
      order_status: o.orderStatus,
      order_money: fenToYuan(o.orderMoneyFen),
      create_time: o.createdAt.getTime(),
    })),
  };
}

/** `/staff/api/member/options`. */
export async function consoleMemberOptions(
  db: DbExecutor,
  actor: StaffActor,
): Promise<ConsoleMemberOptions> {
  const [labels, levels, salesmen] = await Promise.all([
    findLabelOptions(db),
    findLevelOptions(db),
    findSalesmen(db, staffShop(actor)),
  ]);
  return {
    labels: labels.map((l) => ({ label_id: l.labelId, label_name: l.labelName })),
    levels: levels.map((l) => ({ level_id: l.levelId, level_name: l.levelName })),
    salesmen: salesmen.map((s) => ({
      staff_id: s.staffId,
      nickname: s.nickname,
      site_id: s.siteId,
    })),
  };
}
