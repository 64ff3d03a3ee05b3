import { randomInt } from 'node:crypto';
import {
  USERNAME_PATTERN,
  type MobileCodeBody,
  type RegisterMobileBody,
  type RegisterUsernameBody,
} from '@shop/contracts/auth';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import {
  createMember,
  findMemberWithMobile,
  isUsernameTaken,
  submitQualification,
} from '../member';
import type { AuthDeps, ClientInfo } from './auth-deps';
import { checkCaptcha } from './captcha.service';
import { signIn, type LoginOutcome } from './login.service';
import { hashPassword } from '../../lib/password';
import { assertPasswordRules } from './password-rules';
import { getRegisterSettings, requiredFields } from './register-config.service';
import { assertRequiredPresent, checkProfile, type CheckedProfile } from './register-profile';
import { assertMobile, consumeSmsCode, sendSmsCode } from './sms-code.service';

/** Sends a registration code to a mobile not yet registered (after a captcha). */
export async function sendRegisterCode(
  deps: AuthDeps,
  body: MobileCodeBody,
  ip: string,
): Promise<{ key: string }> {
  assertMobile(body.mobile);
  await checkCaptcha(deps.kv, deps.captchaEnabled, body.captcha_id, body.captcha_code);
  if (await findMemberWithMobile(deps.db, body.mobile))
    throw new AppError('member.mobile_registered');
  return sendSmsCode(deps, { mobile: body.mobile, purpose: 'register', ip });
}

/** Creates the member and its documents in one transaction, then signs it in. */
async function createAndSignIn(
  deps: AuthDeps,
  account: { username: string; password: string; mobile: string | null },
  profile: CheckedProfile,
  client: ClientInfo,
): Promise<LoginOutcome> {
  const passwordHash = await hashPassword(account.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const { images, nickname, ...rest } = profile;
      const memberId = await createMember(tx, {
        ...rest,
        username: account.username,
        mobile: account.mobile,
        nickname: nickname ?? account.username,
        passwordHash,
      });
      await submitQualification(tx, memberId, images);
      return signIn(tx, { memberId, nickname: nickname ?? account.username, status: 1 }, 0, client);
    });
  } catch (error) {
    // Two registrations racing for the same username or mobile: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('auth.account_taken');
    throw error;
  }
}

/**
 * `/api/register/username`: checks every field (format, shop-required fields, captcha, buyer
 * type, region chain, documents, invitation code, uniqueness), uses the SMS code last, creates the
 * member at the default level and signs it in.
 */
export async function registerByUsername(
  deps: AuthDeps,
  body: RegisterUsernameBody,
  client: ClientInfo,
): Promise<LoginOutcome> {
  const settings = await getRegisterSettings(deps.db);
  if (!settings.register_types.includes('username'))
    throw new AppError('auth.register_type_disabled');
  if (!USERNAME_PATTERN.test(body.username)) throw new AppError('auth.username_invalid');
  assertPasswordRules(body.password, settings.password);
  const required = await requiredFields(deps.db);
  assertRequiredPresent(body, required);
  if (body.mobile) assertMobile(body.mobile);
  await checkCaptcha(deps.kv, deps.captchaEnabled, body.captcha_id, body.captcha_code);
  if (await isUsernameTaken(deps.db, body.username)) throw new AppError('auth.username_taken');
  if (body.mobile && (await findMemberWithMobile(deps.db, body.mobile)))
    throw new AppError('member.mobile_registered');
  const profile = await checkProfile(deps.db, deps.uploadDir, body, required);
  if (body.mobile) {
    await consumeSmsCode(deps.kv, {
      purpose: 'register',
      key: body.key ?? '',
      mobile: body.mobile,
      code: body.code ?? '',
    });
  }
  const account = { username: body.username, password: body.password, mobile: body.mobile || null };
  return createAndSignIn(deps, account, profile, client);
}

/** A free username for a mobile registration: m + mobile, with a suffix if someone has it. */
async function usernameForMobile(deps: AuthDeps, mobile: string): Promise<string> {
  let candidate = `m${mobile}`;
  while (await isUsernameTaken(deps.db, candidate))
    candidate = `m${mobile}_${randomInt(100, 1000)}`;
  return candidate;
}

/** `/api/register/mobile`: the SMS code proves the mobile; the username is derived from it. */
export async function registerByMobile(
  deps: AuthDeps,
  body: RegisterMobileBody,
  client: ClientInfo,
): Promise<LoginOutcome> {
  const settings = await getRegisterSettings(deps.db);
  if (!settings.register_types.includes('mobile'))
    throw new AppError('auth.register_type_disabled');
  assertMobile(body.mobile);
  assertPasswordRules(body.password, settings.password);
  const required = await requiredFields(deps.db);
  assertRequiredPresent(body, required);
  if (await findMemberWithMobile(deps.db, body.mobile))
    throw new AppError('member.mobile_registered');
  const profile = await checkProfile(deps.db, deps.uploadDir, body, required);
  await consumeSmsCode(deps.kv, {
    purpose: 'register',
    key: body.key,
    mobile: body.mobile,
    code: body.code,
  });
  const username = await usernameForMobile(deps, body.mobile);
  return createAndSignIn(
    deps,
    { username, password: body.password, mobile: body.mobile },
    profile,
    client,
  );
}
