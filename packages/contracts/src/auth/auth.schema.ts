import { z } from 'zod';
import { bodySchema, IdSchema } from '../common';
import { AUTO_LOGIN_MAX_DAYS } from './auth-rules';

const CaptchaFields = {
  captcha_id: z.string().max(64).optional(),
  captcha_code: z.string().trim().max(10).optional(),
};
/** Formats (mobile pattern, 6-digit code) are checked by the server with readable messages. */
const MobileField = z.string().trim().max(11);
const SmsFields = { key: z.string().max(64), code: z.string().trim().max(6) };
const AutoLoginField = z.coerce.number().int().min(0).max(AUTO_LOGIN_MAX_DAYS).optional();

/** `/api/captcha/captcha`: a new image (the previous id, when given, is discarded). */
export const CaptchaBodySchema = bodySchema({ captcha_id: z.string().max(64).optional() });
/** `id` and `img` are empty strings when the shop has the captcha switched off. */
export const CaptchaSchema = z.object({ id: z.string(), img: z.string() });
export type Captcha = z.infer<typeof CaptchaSchema>;

/**
 * `/api/login/login`: username (or mobile) + password, or the account switch (`member_id` with
 * `change: 1`, for a caller already logged in).
 */
export const LoginBodySchema = bodySchema({
  username: z.string().trim().max(30).optional(),
  password: z.string().max(64).optional(),
  ...CaptchaFields,
  autoLoginRange: AutoLoginField,
  member_id: IdSchema.optional(),
  change: z.coerce.number().int().min(0).max(1).optional(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** Every successful login, registration or switch. */
export const LoginResultSchema = z.object({
  token: z.string(),
  member_id: z.number().int(),
  nickname: z.string(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** `/api/login/mobileCode`, `/api/register/mobileCode`, `/api/findpassword/mobilecode`. */
export const MobileCodeBodySchema = bodySchema({ mobile: MobileField, ...CaptchaFields });
export type MobileCodeBody = z.infer<typeof MobileCodeBodySchema>;
/** The handle the SMS code is bound to; sent back with the code. */
export const MobileCodeResultSchema = z.object({ key: z.string() });
export type MobileCodeResult = z.infer<typeof MobileCodeResultSchema>;

/** `/api/login/mobile`. */
export const MobileLoginBodySchema = bodySchema({
  mobile: MobileField,
  ...SmsFields,
  autoLoginRange: AutoLoginField,
});
export type MobileLoginBody = z.infer<typeof MobileLoginBodySchema>;

/** `/api/login/checklogin`: never fails for a visitor. */
export const CheckLoginSchema = z.object({ is_login: z.boolean() });
export type CheckLogin = z.infer<typeof CheckLoginSchema>;

/** `/api/findpassword/mobile`: a new password after proving the mobile. */
export const FindPasswordBodySchema = bodySchema({
  mobile: MobileField,
  ...SmsFields,
  password: z.string().max(64),
});
export type FindPasswordBody = z.infer<typeof FindPasswordBodySchema>;
