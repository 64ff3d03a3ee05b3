import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { MoneyInputSchema, MoneySchema } from '../money';
import { WithdrawTypeSchema } from './bank-account.schema';

/** 0 waiting review (待审核), 1 approved, waiting transfer (待打款), 2 paid (已打款), -1 refused (已驳回). */
export const WITHDRAW_STATUSES = [0, 1, 2, -1] as const;
export const WithdrawStatusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(-1),
]);
export type WithdrawStatus = z.infer<typeof WithdrawStatusSchema>;

/**
 * `/api/memberwithdraw/config` (login required): the shop's withdrawal rules and the member's
 * money for the apply page. `rate_bp` is the fee in basis points (60 = 0.6 %, see withdrawFee).
 */
export const WithdrawConfigSchema = z.object({
  is_use: z.number().int(),
  min: MoneySchema,
  rate_bp: z.number().int(),
  transfer_types: z.array(WithdrawTypeSchema),
  balance: MoneySchema,
  balance_frozen: MoneySchema,
  has_pay_password: z.boolean(),
});
export type WithdrawConfig = z.infer<typeof WithdrawConfigSchema>;

/** `/api/memberwithdraw/apply`: `amount` yuan ("100", "100.5"); the pay password when one is set. */
export const WithdrawApplyBodySchema = bodySchema({
  amount: MoneyInputSchema,
  account_id: IdSchema,
  pay_password: z.string().max(64).optional(),
});
export type WithdrawApplyBody = z.input<typeof WithdrawApplyBodySchema>;

export const WithdrawApplyResultSchema = z.object({
  withdraw_id: z.number().int(),
  withdraw_no: z.string(),
});
export type WithdrawApplyResult = z.infer<typeof WithdrawApplyResultSchema>;

/** `/api/memberwithdraw/page`: the member's withdrawals, newest first, optionally of one state. */
export const WithdrawPageBodySchema = bodySchema({
  ...pageBodyShape(10),
  status: z.coerce.number().pipe(WithdrawStatusSchema).optional(),
});
export type WithdrawPageBody = z.input<typeof WithdrawPageBodySchema>;

/** A withdrawal as the member sees it; times in ms (null: the step has not happened). */
export const WithdrawSchema = z.object({
  withdraw_id: z.number().int(),
  withdraw_no: z.string(),
  amount: MoneySchema,
  fee: MoneySchema,
  /** What arrives: amount - fee. */
  net: MoneySchema,
  status: WithdrawStatusSchema,
  withdraw_type: WithdrawTypeSchema,
  realname: z.string(),
  mobile: z.string(),
  bank_name: z.string(),
  branch_name: z.string(),
  account_number: z.string(),
  reject_reason: z.string(),
  paid_remark: z.string(),
  apply_time: z.number().int(),
  audit_time: z.number().int().nullable(),
  paid_time: z.number().int().nullable(),
});
export type Withdraw = z.infer<typeof WithdrawSchema>;

export const WithdrawPageSchema = pageSchema(WithdrawSchema);
export type WithdrawPage = z.infer<typeof WithdrawPageSchema>;

export const WithdrawIdBodySchema = bodySchema({ id: IdSchema });
