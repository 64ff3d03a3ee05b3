import type { MobileCodeBody } from '@shop/contracts/auth';
import { AppError } from '../../lib/app-error';
import type { SmsPurpose } from '../../lib/sms';
import { findMemberWithMobile } from '../member';
import type { AuthDeps } from './auth-deps';
import { checkCaptcha } from './captcha.service';
import { assertMobile, sendSmsCode } from './sms-code.service';

/** Sends a code to the mobile of an existing member (login by SMS, find password), after a captcha. */
export async function sendCodeToMember(
  deps: AuthDeps,
  body: MobileCodeBody,
  ip: string,
  purpose: Exclude<SmsPurpose, 'register'>,
): Promise<{ key: string }> {
  assertMobile(body.mobile);
  await checkCaptcha(deps.kv, deps.captchaEnabled, body.captcha_id, body.captcha_code);
  if (!(await findMemberWithMobile(deps.db, body.mobile)))
    throw new AppError('auth.mobile_not_registered');
  return sendSmsCode(deps, { mobile: body.mobile, purpose, ip });
}
