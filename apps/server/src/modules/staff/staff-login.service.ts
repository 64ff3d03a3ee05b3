import type { StaffInfo, StaffLoginBody } from '@shop/contracts/chat';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { failureLimit } from '../../lib/kv/failure-limit';
import type { KeyValueStore } from '../../lib/kv/kv';
import {
  verifyAgainstDummy,
  verifyPassword,
  issueStaffToken,
  resolveStaffToken,
  revokeStaffToken,
  setServicerOnline,
  type IssuedStaffToken,
} from '../auth';
import { findStaffByUsername, findStaffWithShop } from './staff.repository';

/** Failed logins per username and IP before a 15-minute pause. */
export const STAFF_LOGIN_MAX_FAILURES = 10;
const STAFF_LOGIN_WINDOW_MS = 15 * 60_000;

const staffLoginLimit = (kv: KeyValueStore) =>
  failureLimit(kv, {
    name: 'staff:login',
    max: STAFF_LOGIN_MAX_FAILURES,
    windowMs: STAFF_LOGIN_WINDOW_MS,
    lockMs: STAFF_LOGIN_WINDOW_MS,
  });

/** The workbench's view of a staff account. */
export async function staffInfo(db: Db, staffId: number): Promise<StaffInfo> {
  const row = await findStaffWithShop(db, staffId);
  if (!row) throw new AppError('staff.login_required', {}, -10009);
  return {
    staff_id: row.staffId,
    site_id: row.siteId,
    shop_name: row.shopName,
    logo: row.logo,
    username: row.username,
    nickname: row.nickname,
    headimg: row.headimg,
    online: row.online === 1 ? 1 : 0,
  };
}

/**
 * Checks username and password of a servicer and issues a staff token. Unknown account and
 * wrong password get the same answer after the same work; a locked account is told only to
 * whoever knows the password; too many failures per username and IP pause the account's login.
 */
export async function staffLogin(
  deps: { db: Db; kv: KeyValueStore },
  body: StaffLoginBody,
  ip: string,
): Promise<{ info: StaffInfo; issued: IssuedStaffToken }> {
  const username = body.username.trim();
  const limit = staffLoginLimit(deps.kv);
  const subject = `${ip}:${username.toLowerCase()}`;
  if (await limit.isLocked(subject)) throw new AppError('staff.login_paused');
  const account = await findStaffByUsername(deps.db, username);
  const ok = account
    ? await verifyPassword(body.password, account.passwordHash)
    : await verifyAgainstDummy(body.password);
  if (!account || !ok) {
    await limit.fail(subject);
    throw new AppError('staff.login_failed');
  }
  if (account.status !== 1 || account.role !== 'servicer') throw new AppError('staff.locked');
  await limit.clear(subject);
  const issued = await issueStaffToken(deps.db, account.staffId);
  return { info: await staffInfo(deps.db, account.staffId), issued };
}

/**
 * Ends a workbench session: the token is revoked, the servicer goes offline (buyers see the
 * change) and the servicer's sockets are closed. An unknown or expired token is only revoked.
 */
export async function staffLogout(app: FastifyInstance, token: string): Promise<void> {
  const who = await resolveStaffToken(app.db, token).catch(() => null);
  await revokeStaffToken(app.db, token);
  if (!who) return;
  await setServicerOnline(app.db, who.staffId, 0);
  await app.chatHub.publishPresence(who.siteId);
  await app.chatHub.closeClients({ role: 'servicer', staffId: who.staffId }, 'logout');
}
