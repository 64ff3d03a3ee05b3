import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { MoneyInputSchema, MoneySchema } from '../money';
import { OfflineAccountSchema } from '../order/pay.schema';

/*
 * Balance recharges (issue 16, /member/recharge_order, recharge_list, recharge_detail). Money is
 * yuan with 2 decimals on the wire; times are epoch milliseconds.
 */

/** status: 0 waiting payment, 1 transfer voucher waiting review, 2 paid, -1 closed. */
export const RECHARGE_STATUS = { waiting: 0, reviewing: 1, paid: 2, closed: -1 } as const;
export const RechargeStatusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(-1),
]);
export type RechargeStatus = z.infer<typeof RechargeStatusSchema>;

/** A recharge package the shop offers: pay `amount`, receive `amount + bonus`. */
export const RechargePackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amount: MoneySchema,
  bonus: MoneySchema,
});
export type RechargePackage = z.infer<typeof RechargePackageSchema>;

/** `/memberrecharge/api/memberrecharge/config`: the shop's minimum, maximum and packages. */
export const RechargeConfigSchema = z.object({
  min_amount: MoneySchema,
  max_amount: MoneySchema,
  packages: z.array(RechargePackageSchema),
});
export type RechargeConfig = z.infer<typeof RechargeConfigSchema>;

/** `/memberrecharge/api/ordercreate/create`: a free amount, or one of the shop's packages. */
export const RechargeCreateBodySchema = bodySchema({
  amount: MoneyInputSchema.optional(),
  package_id: z.coerce.number().int().positive().optional(),
});
export type RechargeCreateBody = z.input<typeof RechargeCreateBodySchema>;
export const RechargeCreateResultSchema = z.object({
  recharge_id: z.number().int(),
  recharge_no: z.string(),
});
export type RechargeCreateResult = z.infer<typeof RechargeCreateResultSchema>;

export const RECHARGE_PAGE_SIZE = 10;
export const RechargePageBodySchema = bodySchema({
  ...pageBodyShape(RECHARGE_PAGE_SIZE, 50),
  status: z.coerce.number().pipe(RechargeStatusSchema).optional(),
});
export type RechargePageBody = z.input<typeof RechargePageBodySchema>;

export const RechargeRowSchema = z.object({
  recharge_id: z.number().int(),
  recharge_no: z.string(),
  amount: MoneySchema,
  bonus: MoneySchema,
  package_name: z.string(),
  pay_type: z.string(),
  status: RechargeStatusSchema,
  /** Why finance refused the last transfer voucher ('' when none); the member may pay again. */
  reject_reason: z.string(),
  create_time: z.number().int(),
  pay_time: z.number().int().nullable(),
});
export type RechargeRow = z.infer<typeof RechargeRowSchema>;
export const RechargePageSchema = pageSchema(RechargeRowSchema);

export const RechargeIdBodySchema = bodySchema({ recharge_id: IdSchema });
export type RechargeIdBody = z.input<typeof RechargeIdBodySchema>;

/** `/memberrecharge/api/order/info`: the recharge, its voucher and the shop's bank account. */
export const RechargeDetailSchema = RechargeRowSchema.extend({
  voucher: z.string(),
  voucher_time: z.number().int().nullable(),
  offline: OfflineAccountSchema,
});
export type RechargeDetail = z.infer<typeof RechargeDetailSchema>;

/** `/memberrecharge/api/order/offlinepay`: the transfer voucher (`/api/upload/payvoucher`). */
export const RechargeOfflinePayBodySchema = bodySchema({
  recharge_id: IdSchema,
  voucher: z.string().trim().min(1).max(200),
});
export type RechargeOfflinePayBody = z.input<typeof RechargeOfflinePayBodySchema>;
