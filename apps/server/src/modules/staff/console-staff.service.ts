import { ApiCode } from '@shop/contracts/common';
import {
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  staffMay,
  type ConsoleStaff,
  type StaffPermission,
  type StaffRole,
} from '@shop/contracts/staff';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  clearStaffCookie,
  consoleCsrfOf,
  isConsoleSession,
  resolveStaffToken,
  type StaffIdentity,
} from '../auth';
import { findStaffWithShop } from './staff.repository';

const isRole = (role: string): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role);

/** The permissions of a role, as the console shows and hides its screens by them. */
export const permissionsOf = (role: string): StaffPermission[] =>
  (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).filter((p) => staffMay(role, p));

/** The console's view of a signed-in staff account, with its session's CSRF token. */
export async function consoleStaff(
  db: Db,
  staffId: number,
  csrfToken: string,
): Promise<ConsoleStaff> {
  const row = await findStaffWithShop(db, staffId);
  if (!row || !isRole(row.role))
    throw new AppError('staff.login_required', {}, ApiCode.TOKEN_ERROR);
  return {
    staff_id: row.staffId,
    username: row.username,
    nickname: row.nickname,
    role: row.role,
    is_platform: row.isPlatform === 1 ? 1 : 0,
    site_id: row.siteId,
    shop_name: row.shopName,
    permissions: permissionsOf(row.role),
    csrf_token: csrfToken,
  };
}

/**
 * `/staff/api/login/info`: the console session behind the cookie, with its CSRF token recomputed
 * from the token (ADR 0014). No session, an expired, idle or revoked one, a disabled account, or
 * a workbench-only session -> -10009 (the console shows its sign-in).
 */
export async function consoleSessionInfo(
  db: Db,
  token: string | undefined,
  reply: FastifyReply,
): Promise<ConsoleStaff> {
  if (!token) throw new AppError('staff.login_required', {}, ApiCode.TOKEN_ERROR);
  let identity: StaffIdentity;
  try {
    identity = await resolveStaffToken(db, token);
  } catch (error) {
    clearStaffCookie(reply);
    throw error;
  }
  if (!isConsoleSession(token, identity))
    throw new AppError('staff.login_required', {}, ApiCode.TOKEN_ERROR);
  return consoleStaff(db, identity.staffId, consoleCsrfOf(token));
}
