import { z } from 'zod';
import { bodySchema } from '../common';
import { MoneySchema } from '../money';

/**
 * A member's licence state by its documents' review and dates (the same rule on both sides):
 * `expired` when an approved document is past its end (valid_to before the shop's today).
 */
export const QUALIFICATION_STATUSES = [
  'none',
  'waiting',
  'approved',
  'expired',
  'rejected',
] as const;
export const QualificationStatusSchema = z.enum(QUALIFICATION_STATUSES);
export type QualificationStatus = z.infer<typeof QualificationStatusSchema>;

/** `/api/member/info`: the caller's own account (identity from the token only). */
export const MemberInfoSchema = z.object({
  member_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  realname: z.string(),
  /** The buying business (pharmacy, clinic ...), issue 16. */
  company_name: z.string(),
  headimg: z.string(),
  mobile: z.string(),
  member_level: z.number().int(),
  member_level_name: z.string(),
  label_name: z.string(),
  balance: MoneySchema,
  point: z.number().int(),
  growth: z.number().int(),
  province_id: z.number().int(),
  city_id: z.number().int(),
  district_id: z.number().int(),
  address: z.string(),
  full_address: z.string(),
  invitation_code: z.string(),
  /** Balance and on-account payment ask for it when set (issue 16). */
  has_pay_password: z.boolean(),
  qualification_status: QualificationStatusSchema,
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

export const ModifyNicknameBodySchema = bodySchema({ nickname: z.string().trim().min(1).max(30) });
/** `/api/member/modifyinfo` (issue 16): the real name and company name. */
export const ModifyInfoBodySchema = bodySchema({
  realname: z.string().trim().max(30),
  company_name: z.string().trim().max(60),
});
export type ModifyInfoBody = z.infer<typeof ModifyInfoBodySchema>;
/** A path answered by `/api/upload/headimg`. */
export const ModifyHeadimgBodySchema = bodySchema({ headimg: z.string().max(200) });
export const CheckMobileBodySchema = bodySchema({ mobile: z.string().trim().max(11) });

export const MultiAccountSchema = z.object({
  member_id: z.number().int(),
  nickname: z.string(),
  /** Masked for display, e.g. 138****8001; empty when the account has none. */
  mobile: z.string(),
  is_current_member: z.boolean(),
});
export type MultiAccount = z.infer<typeof MultiAccountSchema>;
/** `/multiaccount/api/MultiAccount/lists`: the accounts sharing the caller's login group. */
export const MultiAccountListSchema = z.object({ group_list: z.array(MultiAccountSchema) });
export type MultiAccountList = z.infer<typeof MultiAccountListSchema>;

export const MemberLevelSchema = z.object({
  level_id: z.number().int(),
  level_name: z.string(),
  growth: z.number().int(),
  is_default: z.boolean(),
  remark: z.string(),
});
/** `/api/memberlevel/lists`, lowest level first. */
export const MemberLevelListSchema = z.array(MemberLevelSchema);
export type MemberLevel = z.infer<typeof MemberLevelSchema>;
