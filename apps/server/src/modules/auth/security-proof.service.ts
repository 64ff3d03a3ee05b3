import { AppError } from '../../lib/app-error';
import { failureLimit } from '../../lib/kv/failure-limit';
import type { KeyValueStore } from '../../lib/kv/kv';
import { verifyPassword } from '../../lib/password';
import type { SmsPurpose } from '../../lib/sms';
import { findMember } from '../member';
import type { AuthDeps } from './auth-deps';
import { consumeSmsCode, sendSmsCode } from './sms-code.service';

/** Wrong old passwords (login or pay) a member may type before the check locks for a while. */
const OLD_PASSWORD_RULE = {
  name: 'member:old-password',
  max: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

export type SecurityProof = { old_password?: string; key?: string; code?: string };

/** The signed-in member, or the token error when the account is gone. */
export async function currentMember(deps: Pick<AuthDeps, 'db'>, memberId: number) {
  const row = await findMember(deps.db, memberId);
  if (!row) throw new AppError('auth.token_error', {}, -10009);
  return row;
}

/** The member's bound mobile, or a refusal asking to bind one first. */
export async function boundMobileOf(deps: Pick<AuthDeps, 'db'>, memberId: number) {
  const { mobile } = await currentMember(deps, memberId);
  if (!mobile) throw new AppError('member.mobile_not_bound');
  return mobile;
}

/** Sends a code for `purpose` to the member's bound mobile (issue 16). */
export async function sendCodeToBoundMobile(
  deps: AuthDeps,
  memberId: number,
  purpose: SmsPurpose,
  ip: string,
): Promise<{ key: string }> {
  return sendSmsCode(deps, { mobile: await boundMobileOf(deps, memberId), purpose, ip });
}

/** Accepts an SMS code sent to the member's bound mobile for `purpose`. */
export async function consumeBoundCode(
  deps: AuthDeps,
  memberId: number,
  purpose: SmsPurpose,
  proof: { key?: string; code?: string },
): Promise<void> {
  const mobile = await boundMobileOf(deps, memberId);
  await consumeSmsCode(deps.kv, {
    purpose,
    key: proof.key ?? '',
    mobile,
    code: proof.code ?? '',
  });
}

/** Checks an old password against `hash`; 5 wrong ones in 15 minutes lock the check 15 minutes. */
export async function checkOldPassword(
  kv: KeyValueStore,
  subject: string,
  password: string,
  hash: string,
): Promise<void> {
  const limit = failureLimit(kv, OLD_PASSWORD_RULE);
  const claimed = await limit.claim(subject);
  if (claimed === null) throw new AppError('member.old_password_locked');
  if (hash === '' || !(await verifyPassword(password, hash))) {
    await limit.fail(subject, claimed);
    throw new AppError('member.old_password_wrong');
  }
  await limit.clear(subject);
}

/**
 * The proof a security change needs: the old password (when `hash` is given and one was sent)
 * or an SMS code to the bound mobile for `purpose`; neither is refused.
 */
export async function proveOwner(
  deps: AuthDeps,
  input: { memberId: number; purpose: SmsPurpose; hash: string | null; proof: SecurityProof },
): Promise<void> {
  const { proof } = input;
  if (input.hash !== null && proof.old_password) {
    await checkOldPassword(
      deps.kv,
      `${input.purpose}:${input.memberId}`,
      proof.old_password,
      input.hash,
    );
    return;
  }
  if (proof.key || proof.code) {
    await consumeBoundCode(deps, input.memberId, input.purpose, proof);
    return;
  }
  throw new AppError(input.hash === null ? 'member.sms_code_required' : 'member.proof_required');
}
