import { z } from 'zod';
import { bodySchema } from '../common';

/** The pay password: exactly 6 digits (issue 16). */
export const PAY_PASSWORD_PATTERN = /^\d{6}$/;

/** Formats are checked by the server with readable messages, like the sign-in forms. */
const SmsProof = {
  key: z.string().max(64).optional(),
  code: z.string().trim().max(6).optional(),
};

/**
 * `/api/member/modifypassword`: the new login password, proven by the old password or by an SMS
 * code sent to the bound mobile (`/api/member/pwdmobilecode`).
 */
export const ModifyPasswordBodySchema = bodySchema({
  old_password: z.string().max(64).optional(),
  ...SmsProof,
  new_password: z.string().max(64),
});
export type ModifyPasswordBody = z.infer<typeof ModifyPasswordBodySchema>;

/**
 * `/api/member/modifypaypassword`: sets, changes or resets the pay password. Setting the first one
 * and resetting need an SMS code (`/api/member/paypwdcode`); changing takes the old one instead.
 */
export const ModifyPayPasswordBodySchema = bodySchema({
  old_password: z.string().max(64).optional(),
  ...SmsProof,
  new_password: z.string().max(64),
});
export type ModifyPayPasswordBody = z.infer<typeof ModifyPayPasswordBodySchema>;

/** `/api/member/bindmobilecode`: a code to the new number, which must be free. */
export const BindMobileCodeBodySchema = bodySchema({ mobile: z.string().trim().max(11) });

/**
 * `/api/member/modifymobile`: binds `mobile` with the code sent to it; a member who already has a
 * mobile also sends the code sent to that one (`/api/member/oldmobilecode`) as `old_key`/`old_code`.
 */
export const ModifyMobileBodySchema = bodySchema({
  mobile: z.string().trim().max(11),
  key: z.string().max(64),
  code: z.string().trim().max(6),
  old_key: z.string().max(64).optional(),
  old_code: z.string().trim().max(6).optional(),
});
export type ModifyMobileBody = z.infer<typeof ModifyMobileBodySchema>;

/** `/api/member/logoutothers`: how many other sessions were ended. */
export const LogoutOthersSchema = z.object({ count: z.number().int() });
export type LogoutOthers = z.infer<typeof LogoutOthersSchema>;
