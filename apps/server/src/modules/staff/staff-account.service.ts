import { USERNAME_PATTERN } from '@shop/contracts/auth';
import type {
  StaffAccount,
  StaffAccountAddBodyParsed,
  StaffAccountListBodyParsed,
} from '@shop/contracts/staff';
import type { Page } from '@shop/contracts/common';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageCount } from '../../lib/paging';
import {
  assertShopPasswordRules,
  hashPassword,
  insertStaffAccount,
  recordStaffAction,
  staffShop,
  type StaffActor,
} from '../auth';
import { servicerPage, shopExists, type ServicerRow } from './servicer.repository';
import { findStaffByUsername } from './staff.repository';

/*
 * Staff accounts of every role (issue 25): a fresh shop's administrator adds its operator,
 * finance and other accounts here; servicers are made the same way from their own screen.
 */

const view = (row: ServicerRow): StaffAccount => ({
  staff_id: row.staffId,
  username: row.username,
  nickname: row.nickname,
  role: row.role,
  is_platform: row.isPlatform === 1 ? 1 : 0,
  site_id: row.siteId,
  shop_name: row.shopName,
  status: row.status === 1 ? 1 : 0,
  create_time: Math.floor(row.createdAt.getTime() / 1000),
});

/** `/staff/api/account/lists`: the accounts the actor reaches, every role. */
export async function listStaffAccounts(
  db: DbExecutor,
  actor: StaffActor,
  body: StaffAccountListBodyParsed,
): Promise<Page<StaffAccount>> {
  const { rows, count } = await servicerPage(db, staffShop(actor), body);
  return { page_count: pageCount(count, body), count, list: rows.map(view) };
}

/**
 * The shop an account is put in: a shop's account may only name its own (another shop is
 * answered as missing); a platform account must name an existing shop.
 */
export async function targetShop(db: DbExecutor, actor: StaffActor, siteId: number | undefined) {
  const own = staffShop(actor);
  if (own !== null) {
    if (siteId !== undefined && siteId !== own) throw new AppError('staff.shop_missing');
    return own;
  }
  if (siteId === undefined) throw new AppError('staff.shop_required');
  if (!(await shopExists(db, siteId))) throw new AppError('staff.shop_missing');
  return siteId;
}

/**
 * A new shop staff account of `role` (the members' username rule, the shop's password rules),
 * audited as `action`; answers its id. `/staff/api/account/add` and `/staff/api/servicer/add`.
 */
export async function createStaffAccount(
  db: DbExecutor,
  actor: StaffActor,
  body: Omit<StaffAccountAddBodyParsed, 'role'> & { role: string },
  action: 'staff.add' | 'servicer.add',
): Promise<number> {
  const username = body.username.trim();
  if (!USERNAME_PATTERN.test(username)) throw new AppError('auth.username_invalid');
  const siteId = await targetShop(db, actor, body.site_id);
  if (await findStaffByUsername(db, username)) throw new AppError('staff.username_taken');
  await assertShopPasswordRules(db, body.password);
  const passwordHash = await hashPassword(body.password);
  const nickname = body.nickname.trim();
  return db.transaction(async (tx) => {
    const staffId = await insertStaffAccount(tx, {
      siteId,
      username,
      nickname,
      passwordHash,
      role: body.role,
    });
    await recordStaffAction(tx, actor, {
      action,
      siteId,
      targetType: 'staff',
      targetId: staffId,
      after: { username, nickname, site_id: siteId, role: body.role, status: 1 },
    });
    return staffId;
  });
}
