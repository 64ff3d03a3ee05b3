import {
  isTrivialPayPassword,
  PAY_PASSWORD_PATTERN,
  type ModifyMobileBody,
  type ModifyPasswordBody,
  type ModifyPayPasswordBody,
} from '@shop/contracts/member';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import {
  checkMobileFree,
  payPasswordHashOf,
  setMemberMobile,
  setMemberPassword,
  setPayPasswordHash,
} from '../member';
import type { AuthDeps } from './auth-deps';
import { liftAccountLock } from './login-limits';
import { assertShopPasswordRules } from './password-rules';
import { consumeBoundCode, currentMember, proveOwner } from './security-proof.service';
import { assertMobile, consumeSmsCode, sendSmsCode } from './sms-code.service';
import { forgetMemberTokens, revokeOtherTokens } from './token.service';

/** The caller: who, and the token of the session kept when the others end. */
export type Caller = { memberId: number; token: string };

/**
 * `/api/member/modifypassword` (issue 16): a new login password proven by the old one or an SMS
 * code; every other session of the account ends, the caller's stays.
 */
export async function modifyPassword(
  deps: AuthDeps,
  caller: Caller,
  body: ModifyPasswordBody,
): Promise<void> {
  const member = await currentMember(deps, caller.memberId);
  // Checked before the proof, so a weak password does not burn the code.
  await assertShopPasswordRules(deps.db, body.new_password);
  await proveOwner(deps, {
    memberId: caller.memberId,
    purpose: 'modify_password',
    hash: member.passwordHash,
    proof: body,
  });
  const hash = await hashPassword(body.new_password);
  await deps.db.transaction(async (tx) => {
    await setMemberPassword(tx, caller.memberId, hash);
    await revokeOtherTokens(tx, caller.memberId, caller.token);
  });
  forgetMemberTokens(caller.memberId);
  await liftAccountLock(deps.kv, caller.memberId);
}

/**
 * `/api/member/modifypaypassword` (issue 16): 6 digits, not a trivial run or repeat (issue 25).
 * The first one needs an SMS code to the bound mobile; a change takes the old one or an SMS code
 * (the reset).
 */
export async function modifyPayPassword(
  deps: AuthDeps,
  memberId: number,
  body: ModifyPayPasswordBody,
): Promise<void> {
  if (!PAY_PASSWORD_PATTERN.test(body.new_password))
    throw new AppError('member.pay_password_format');
  if (isTrivialPayPassword(body.new_password)) throw new AppError('member.pay_password_trivial');
  const current = await payPasswordHashOf(deps.db, memberId);
  await proveOwner(deps, {
    memberId,
    purpose: 'pay_password',
    hash: current === '' ? null : current,
    proof: body,
  });
  await setPayPasswordHash(deps.db, memberId, await hashPassword(body.new_password));
}

/** `/api/member/bindmobilecode`: a code to a new, free number. */
export async function sendNewMobileCode(
  deps: AuthDeps,
  mobile: string,
  ip: string,
): Promise<{ key: string }> {
  assertMobile(mobile);
  await checkMobileFree(deps.db, mobile);
  return sendSmsCode(deps, { mobile, purpose: 'mobile_new', ip });
}

/**
 * `/api/member/modifymobile` (issue 16): binds a free number proven by its code; a member who has
 * a mobile also proves the old one.
 */
export async function modifyMobile(
  deps: AuthDeps,
  memberId: number,
  body: ModifyMobileBody,
): Promise<void> {
  const member = await currentMember(deps, memberId);
  assertMobile(body.mobile);
  if (body.mobile === member.mobile) throw new AppError('member.mobile_same');
  await checkMobileFree(deps.db, body.mobile);
  if (member.mobile) {
    if (!body.old_key || !body.old_code) throw new AppError('member.old_mobile_code_required');
    await consumeBoundCode(deps, memberId, 'mobile_old', {
      key: body.old_key,
      code: body.old_code,
    });
  }
  await consumeSmsCode(deps.kv, {
    purpose: 'mobile_new',
    key: body.key,
    mobile: body.mobile,
    code: body.code,
  });
  await setMemberMobile(deps.db, memberId, body.mobile);
}
