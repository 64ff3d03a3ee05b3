import { randomBytes, randomInt } from 'node:crypto';
import {
  MOBILE_PATTERN,
  SMS_CODE_PATTERN,
  SMS_CODE_TTL_MS,
  SMS_RESEND_SECONDS,
} from '@shop/contracts/auth';
import { AppError } from '../../lib/app-error';
import type { KeyValueStore } from '../../lib/kv/kv';
import type { SmsPurpose, SmsSender } from '../../lib/sms';

export const SMS_DAILY_MAX_PER_MOBILE = 10;
export const SMS_HOURLY_MAX_PER_IP = 30;
/** Wrong guesses after which a code is thrown away. */
export const SMS_MAX_WRONG = 5;

const codeKey = (purpose: SmsPurpose, key: string) => `sms:${purpose}:${key}`;

export function assertMobile(mobile: string): void {
  if (!MOBILE_PATTERN.test(mobile)) throw new AppError('auth.mobile_invalid');
}

/**
 * Sends a 6-digit code for `purpose` and answers the key it is bound to. Limits: one per mobile
 * per 60 s, 10 per mobile per day, 30 per IP per hour (the caller has already passed a captcha).
 */
export async function sendSmsCode(
  deps: { kv: KeyValueStore; sms: SmsSender },
  input: { mobile: string; purpose: SmsPurpose; ip: string },
): Promise<{ key: string }> {
  const { kv } = deps;
  assertMobile(input.mobile);
  if ((await kv.increment(`sms:cool:${input.mobile}`, SMS_RESEND_SECONDS * 1000)) > 1) {
    throw new AppError('auth.sms_too_frequent', { seconds: SMS_RESEND_SECONDS });
  }
  if ((await kv.increment(`sms:day:${input.mobile}`, 86_400_000)) > SMS_DAILY_MAX_PER_MOBILE) {
    throw new AppError('auth.sms_daily_limit');
  }
  if ((await kv.increment(`sms:ip:${input.ip}`, 3_600_000)) > SMS_HOURLY_MAX_PER_IP) {
    throw new AppError('common.too_many_requests');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const key = randomBytes(16).toString('hex');
  await kv.set(
    codeKey(input.purpose, key),
    JSON.stringify({ mobile: input.mobile, code }),
    SMS_CODE_TTL_MS,
  );
  await deps.sms.sendCode(input.mobile, code, input.purpose);
  return { key };
}

/**
 * Accepts a code once: it must belong to `key`, `purpose` and `mobile` and be under 10 minutes
 * old. After 5 wrong guesses the code is void.
 */
export async function consumeSmsCode(
  kv: KeyValueStore,
  input: { purpose: SmsPurpose; key: string; mobile: string; code: string },
): Promise<void> {
  if (!input.key || !SMS_CODE_PATTERN.test(input.code)) throw new AppError('auth.sms_code_wrong');
  const k = codeKey(input.purpose, input.key);
  const raw = await kv.get(k);
  if (!raw) throw new AppError('auth.sms_code_expired');
  const stored = JSON.parse(raw) as { mobile: string; code: string };
  if (stored.mobile !== input.mobile || stored.code !== input.code) {
    if ((await kv.increment(`${k}:wrong`, SMS_CODE_TTL_MS)) >= SMS_MAX_WRONG) await kv.delete(k);
    throw new AppError('auth.sms_code_wrong');
  }
  if (!(await kv.take(k))) throw new AppError('auth.sms_code_expired');
}
