import type { StaffInfo, StaffLoginBody } from '@shop/contracts/chat';
import { ApiCode } from '@shop/contracts/common';
import { staffMay, type ConsoleLoginBody } from '@shop/contracts/staff';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { KeyValueStore } from '../../lib/kv/kv';
import {
  checkCaptcha,
  issueStaffToken,
  resolveStaffToken,
  revokeStaffToken,
  setServicerOnline,
  verifyAgainstDummy,
  verifyPassword,
  type IssuedStaffToken,
} from '../auth';
import { STAFF_LOCK_MINUTES, staffLoginLimits } from './staff-login-limits';
import { findStaffByUsername, findStaffWithShop } from './staff.repository';

export type StaffLoginDeps = { db: Db; kv: KeyValueStore; captchaEnabled: boolean };

/** The workbench's view of a staff account. */
export async function staffInfo(db: Db, staffId: number): Promise<StaffInfo> {
  const row = await findStaffWithShop(db, staffId);
  if (!row) throw new AppError('staff.login_required', {}, ApiCode.TOKEN_ERROR);
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
 * Checks a staff username and password (issue 15). Unknown account and wrong password get the
 * same answer after the same work. Wrong passwords pause the username at one address after 5
 * and lock the account after 10 from any addresses, for 15 minutes, counted before the check so
 * parallel guesses cannot pass (an unknown username alike, so nothing tells whether it exists);
 * while locked not even the right password opens it. A
 * disabled account is told only to whoever knows the password. A right password resets both.
 */
async function checkStaffPassword(
  deps: StaffLoginDeps,
  input: { username: string; password: string; ip: string; captcha?: [string?, string?] },
) {
  const username = input.username.trim();
  const limits = staffLoginLimits(deps.kv);
  const address = `${input.ip}:${username.toLowerCase()}`;
  if (await limits.perAddress.isLocked(address)) throw new AppError('staff.login_paused');
  if (input.captcha) await checkCaptcha(deps.kv, deps.captchaEnabled, ...input.captcha);
  const account = await findStaffByUsername(deps.db, username);
  const subject = account ? `staff:${account.staffId}` : `name:${username.toLowerCase()}`;
  const locked = () => new AppError('staff.login_locked', { minutes: STAFF_LOCK_MINUTES });
  // Counted before the password is checked, so parallel guesses cannot pass the limits.
  const addressTry = await limits.perAddress.claim(address);
  if (addressTry === null) throw new AppError('staff.login_paused');
  const accountTry = await limits.perAccount.claim(subject);
  if (accountTry === null) throw locked();
  const ok = account
    ? await verifyPassword(input.password, account.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!account || !ok) {
    await limits.perAddress.fail(address, addressTry);
    if (await limits.perAccount.fail(subject, accountTry)) throw locked();
    throw new AppError('staff.login_failed');
  }
  await limits.perAddress.clear(address);
  await limits.perAccount.clear(subject);
  return account;
}

/**
 * `/servicer/api/workbench/login`: a role that may use the workbench (servicer, admin) signs in
 * to the workbench only; its session opens no console calls (ADR 0014: the console asks for the
 * captcha, the workbench's sign-in does not).
 */
export async function workbenchLogin(
  deps: StaffLoginDeps,
  body: StaffLoginBody,
  ip: string,
): Promise<{ info: StaffInfo; issued: IssuedStaffToken }> {
  const account = await checkStaffPassword(deps, { ...body, ip });
  if (account.status !== 1) throw new AppError('staff.locked');
  if (!staffMay(account.role, 'workbench.use')) throw new AppError('staff.forbidden');
  const issued = await issueStaffToken(deps.db, account.staffId, 'workbench');
  return { info: await staffInfo(deps.db, account.staffId), issued };
}

/**
 * `/staff/api/login/login`: any staff role signs in to the console with the captcha of
 * `/api/captcha/captcha` (when the shop's captcha is on). The session serves the workbench too.
 */
export async function consoleLogin(
  deps: StaffLoginDeps,
  body: ConsoleLoginBody,
  ip: string,
): Promise<{ staffId: number; issued: IssuedStaffToken }> {
  const account = await checkStaffPassword(deps, {
    username: body.username,
    password: body.password,
    ip,
    captcha: [body.captcha_id, body.captcha_code],
  });
  if (account.status !== 1) throw new AppError('staff.account_disabled');
  return { staffId: account.staffId, issued: await issueStaffToken(deps.db, account.staffId) };
}

/**
 * Ends a staff session (console or workbench, one cookie): the token is revoked, the servicer
 * goes offline (buyers see the change) and their sockets are closed. An unknown or expired token
 * is only revoked.
 */
export async function staffLogout(app: FastifyInstance, token: string): Promise<void> {
  const who = await resolveStaffToken(app.db, token).catch(() => null);
  await revokeStaffToken(app.db, token);
  if (!who) return;
  await signOffServicer(app, who);
}

/** Takes a staff account offline and closes its workbench sockets (logout, disable). */
export async function signOffServicer(
  app: FastifyInstance,
  who: { staffId: number; siteId: number },
): Promise<void> {
  await setServicerOnline(app.db, who.staffId, 0);
  await app.chatHub.publishPresence(who.siteId);
  await app.chatHub.closeClients({ role: 'servicer', staffId: who.staffId }, 'logout');
}
