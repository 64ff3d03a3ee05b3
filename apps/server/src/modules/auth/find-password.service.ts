import type { FindPasswordBody } from '@shop/contracts/auth';
import { AppError } from '../../lib/app-error';
import { findMemberWithMobile, setMemberPassword } from '../member';
import type { AuthDeps } from './auth-deps';
import { liftAccountLock } from './login-limits';
import { hashPassword } from '../../lib/password';
import { assertPasswordRules } from './password-rules';
import { getRegisterSettings } from './register-config.service';
import { assertMobile, consumeSmsCode } from './sms-code.service';
import { revokeAllTokens } from './token.service';

/**
 * Sets a new password after the SMS proof, ends every session of the account and lifts its
 * password lock (the new password works at once).
 */
export async function resetPassword(deps: AuthDeps, body: FindPasswordBody): Promise<void> {
  assertMobile(body.mobile);
  const { password: rules } = await getRegisterSettings(deps.db);
  // Checked before the code is used, so a weak password does not burn the code.
  assertPasswordRules(body.password, rules);
  await consumeSmsCode(deps.kv, {
    purpose: 'find_password',
    key: body.key,
    mobile: body.mobile,
    code: body.code,
  });
  const member = await findMemberWithMobile(deps.db, body.mobile);
  if (!member) throw new AppError('auth.mobile_not_registered');
  const hash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    await setMemberPassword(tx, member.memberId, hash);
    await revokeAllTokens(tx, member.memberId);
  });
  await liftAccountLock(deps.kv, member.memberId);
}
