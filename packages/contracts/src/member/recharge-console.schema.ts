import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { DaySchema } from './member-console.schema';
import { RechargeRowSchema, RechargeStatusSchema } from './recharge.schema';

/** `/staff/api/recharge/page`: newest first; `search` is a part of the number or the username. */
export const ConsoleRechargeListBodySchema = bodySchema({
  ...pageBodyShape(20),
  status: z.coerce.number().pipe(RechargeStatusSchema).optional(),
  search: z.string().trim().max(50).optional(),
  start_date: DaySchema.optional(),
  end_date: DaySchema.optional(),
});
export type ConsoleRechargeListBody = z.input<typeof ConsoleRechargeListBodySchema>;

export const ConsoleRechargeRowSchema = RechargeRowSchema.extend({
  member_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
});
export type ConsoleRechargeRow = z.infer<typeof ConsoleRechargeRowSchema>;
export const ConsoleRechargePageSchema = pageSchema(ConsoleRechargeRowSchema);

export const ConsoleRechargeDetailSchema = ConsoleRechargeRowSchema.extend({
  voucher: z.string(),
  voucher_time: z.number().int().nullable(),
  trade_no: z.string(),
  staff_id: z.number().int(),
});
export type ConsoleRechargeDetail = z.infer<typeof ConsoleRechargeDetailSchema>;

export const ConsoleRechargeIdBodySchema = bodySchema({ recharge_id: IdSchema });
export type ConsoleRechargeIdBody = z.input<typeof ConsoleRechargeIdBodySchema>;

export const ConsoleRechargeRejectBodySchema = bodySchema({
  recharge_id: IdSchema,
  reason: z.string().trim().min(2).max(200),
});
export type ConsoleRechargeRejectBody = z.input<typeof ConsoleRechargeRejectBodySchema>;
