import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { MoneySchema } from '../money';
import { DaySchema } from './member-console.schema';
import { WithdrawSchema, WithdrawStatusSchema } from './withdraw.schema';

/** `/staff/api/withdraw/lists`: withdrawals, newest first, filtered. */
export const ConsoleWithdrawListBodySchema = bodySchema({
  ...pageBodyShape(20),
  status: z.coerce.number().pipe(WithdrawStatusSchema).optional(),
  /** A username, a withdrawal number or the holder's name (part of it). */
  search: z.string().trim().max(50).optional(),
  /** Applied on or after this day (shop time). */
  start: DaySchema.optional(),
  /** Applied on or before this day. */
  end: DaySchema.optional(),
});
export type ConsoleWithdrawListBody = z.input<typeof ConsoleWithdrawListBodySchema>;

/** A withdrawal with its member and the member's money now. */
export const ConsoleWithdrawRowSchema = WithdrawSchema.extend({
  member_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  member_balance: MoneySchema,
  member_balance_frozen: MoneySchema,
  staff_name: z.string(),
});
export type ConsoleWithdrawRow = z.infer<typeof ConsoleWithdrawRowSchema>;

export const ConsoleWithdrawPageSchema = pageSchema(ConsoleWithdrawRowSchema);
export type ConsoleWithdrawPage = z.infer<typeof ConsoleWithdrawPageSchema>;

/** `/staff/api/withdraw/approve`. */
export const ConsoleWithdrawIdBodySchema = bodySchema({ withdraw_id: IdSchema });
export type ConsoleWithdrawIdBody = z.input<typeof ConsoleWithdrawIdBodySchema>;

/** `/staff/api/withdraw/reject`: the reason the member reads (2-200 characters). */
export const ConsoleWithdrawRejectBodySchema = bodySchema({
  withdraw_id: IdSchema,
  reason: z.string().trim().min(2).max(200),
});
export type ConsoleWithdrawRejectBody = z.input<typeof ConsoleWithdrawRejectBodySchema>;

/** `/staff/api/withdraw/paid`: the transfer was made; its bank serial number or note. */
export const ConsoleWithdrawPaidBodySchema = bodySchema({
  withdraw_id: IdSchema,
  remark: z.string().trim().min(2).max(200),
});
export type ConsoleWithdrawPaidBody = z.input<typeof ConsoleWithdrawPaidBodySchema>;

/** What a review answers: the withdrawal's state after it. */
export const ConsoleWithdrawResultSchema = z.object({
  withdraw_id: z.number().int(),
  status: WithdrawStatusSchema,
});
export type ConsoleWithdrawResult = z.infer<typeof ConsoleWithdrawResultSchema>;
