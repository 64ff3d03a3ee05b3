import type { LoginBody, LoginResult, MobileLoginBody } from '@shop/contracts/auth';
import { ApiCode } from '@shop/contracts/common';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findLoginMember,
  findMember,
  findMemberWithMobile,
  inSameLoginGroup,
  recordLogin,
  type LoginMemberRow,
} from '../member';
import type { AuthDeps, ClientInfo } from './auth-deps';
import { checkCaptcha } from './captcha.service';
import { ACCOUNT_LOCK_MINUTES, accountSubject, liftAccountLock, loginLimits } from './login-limits';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { getRegisterSettings } from './register-config.service';
import { assertMobile, consumeSmsCode } from './sms-code.service';
import { latestRemarkOf } from './staff-audit.repository';
import { issueToken, revokeToken, type IssuedToken } from './token.service';

export type LoginOutcome = { result: LoginResult; issued: IssuedToken };

const accountLocked = () => new AppError('auth.login_locked', { minutes: ACCOUNT_LOCK_MINUTES });

/** A disabled member's refusal, with the reason the console gave when disabling (issue 25). */
async function disabledError(db: DbExecutor, memberId: number): Promise<AppError> {
  const reason = await latestRemarkOf(db, {
    action: 'member.disable',
    targetType: 'member',
    targetId: memberId,
  });
  return reason
    ? new AppError('auth.member_disabled_reason', { reason })
    : new AppError('auth.member_disabled');
}

/** Issues a token for a member allowed to sign in; a disabled one is told so. */
export async function signIn(
  db: DbExecutor,
  member: Pick<LoginMemberRow, 'memberId' | 'nickname' | 'status'>,
  autoLoginDays: number,
  client: ClientInfo,
): Promise<LoginOutcome> {
  if (member.status !== 1) throw await disabledError(db, member.memberId);
  const issued = await issueToken(db, member.memberId, { autoLoginDays, ...client });
  await recordLogin(db, member.memberId);
  return {
    result: { token: issued.token, member_id: member.memberId, nickname: member.nickname },
    issued,
  };
}

/**
 * Username (or mobile) and password. Unknown account and wrong password get the same answer
 * after the same work; the member's status lock is told only to whoever knows the password.
 * Wrong passwords pause the username at one address after 5 and lock the account's password
 * login after 10 from any addresses (an unknown username alike), counted before the check so at
 * most that many are ever checked, even sent at once; a right password resets both.
 */
export async function passwordLogin(
  deps: AuthDeps,
  body: LoginBody,
  client: ClientInfo,
): Promise<LoginOutcome> {
  const settings = await getRegisterSettings(deps.db);
  if (!settings.login_types.includes('username')) throw new AppError('auth.login_type_disabled');
  const username = body.username ?? '';
  const password = body.password ?? '';
  if (!username || !password) throw new AppError('auth.login_fields_required');
  const limits = loginLimits(deps.kv);
  const address = `${client.ip}:${username.toLowerCase()}`;
  if (await limits.perAddress.isLocked(address)) throw new AppError('auth.login_paused');
  await checkCaptcha(deps.kv, deps.captchaEnabled, body.captcha_id, body.captcha_code);
  const member = await findLoginMember(deps.db, username);
  const account = accountSubject(member?.memberId ?? null, username);
  // Counted before the password is checked, so parallel guesses cannot pass the limits; while
  // locked not even the right password opens it.
  const addressTry = await limits.perAddress.claim(address);
  if (addressTry === null) throw new AppError('auth.login_paused');
  const accountTry = await limits.perAccount.claim(account);
  if (accountTry === null) throw accountLocked();
  // A member made by the ERP has no password yet (issue 26): it is told to set one by SMS.
  if (member?.passwordHash === '') {
    await limits.perAddress.fail(address, addressTry);
    throw new AppError('auth.password_not_set');
  }
  const ok = member
    ? await verifyPassword(password, member.passwordHash)
    : await verifyAgainstDummy(password);
  if (!member || !ok) {
    await limits.perAddress.fail(address, addressTry);
    if (await limits.perAccount.fail(account, accountTry)) throw accountLocked();
    throw new AppError('auth.login_failed');
  }
  await limits.perAddress.clear(address);
  await limits.perAccount.clear(account);
  return signIn(deps.db, member, body.autoLoginRange ?? 0, client);
}

export async function mobileLogin(
  deps: AuthDeps,
  body: MobileLoginBody,
  client: ClientInfo,
): Promise<LoginOutcome> {
  const settings = await getRegisterSettings(deps.db);
  if (!settings.login_types.includes('mobile')) throw new AppError('auth.login_type_disabled');
  assertMobile(body.mobile);
  await consumeSmsCode(deps.kv, {
    purpose: 'login',
    key: body.key,
    mobile: body.mobile,
    code: body.code,
  });
  const member = await findMemberWithMobile(deps.db, body.mobile);
  if (!member) throw new AppError('auth.mobile_not_registered');
  const outcome = await signIn(deps.db, member, body.autoLoginRange ?? 0, client);
  // The code proved the account: its password lock, if any, is lifted.
  await liftAccountLock(deps.kv, member.memberId);
  return outcome;
}

/**
 * Account switch: the target must share the caller's login group. The caller's token is revoked
 * and a token for the target issued.
 */
export async function switchAccount(
  deps: AuthDeps,
  input: {
    callerId: number | undefined;
    callerToken: string | undefined;
    targetId: number;
    autoLoginDays: number;
  },
  client: ClientInfo,
): Promise<LoginOutcome> {
  if (!input.callerId) throw new AppError('auth.token_error', {}, ApiCode.TOKEN_ERROR);
  const callerId = input.callerId;
  return deps.db.transaction(async (tx) => {
    const target = await findMember(tx, input.targetId);
    if (!target || !(await inSameLoginGroup(tx, callerId, input.targetId)))
      throw new AppError('auth.switch_refused');
    const outcome = await signIn(tx, target, input.autoLoginDays, client);
    if (input.callerToken) await revokeToken(tx, input.callerToken);
    return outcome;
  });
}
