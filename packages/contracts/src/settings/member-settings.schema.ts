import { z } from 'zod';
import { WithdrawTypeSchema } from '../member/bank-account.schema';
import { RechargeConfigSchema } from '../member/recharge.schema';
import { MoneyInputSchema, MoneySchema, yuanToFen } from '../money';

/*
 * The member centre's shop settings, edited in the staff console (issue 16): recharge amounts and
 * packages, withdrawal rules, the 账期 statement, and whether licences decide buying. Money is
 * yuan on the wire (ADR 0001).
 */

/** At most this many recharge packages are offered. */
export const MAX_RECHARGE_PACKAGES = 10;

/** The recharge setting as the console reads it (the members' `/memberrecharge/.../config`). */
export const RechargeSettingSchema = RechargeConfigSchema;

/** Withdrawal rules: `rate_bp` is the fee in basis points (60 = 0.6 %, see withdrawFee). */
export const WithdrawSettingSchema = z.object({
  is_use: z.union([z.literal(0), z.literal(1)]),
  min: MoneySchema,
  rate_bp: z.number().int(),
  transfer_types: z.array(WithdrawTypeSchema),
});

/** The 账期 statement: the day of the month it closes (1-28) and the days given to repay. */
export const CreditStatementSettingSchema = z.object({
  settle_day: z.number().int().min(1).max(28),
  due_days: z.number().int().min(0).max(90),
});

/** On: prices are hidden and buying refused until the member's licences are approved. */
export const LicenceGateSettingSchema = z.object({ enabled: z.boolean() });

const positiveMoney = MoneyInputSchema.refine((v) => yuanToFen(v) > 0, 'money_positive');

/**
 * A new recharge setting: packages keep their `id` (members' pages name packages by id); a
 * package without one is new. The minimum is at most the maximum.
 */
export const RechargeSettingInputSchema = z
  .object({
    min_amount: positiveMoney,
    max_amount: positiveMoney,
    packages: z
      .array(
        z.object({
          id: z.number().int().positive().optional(),
          name: z.string().trim().min(1).max(50),
          amount: positiveMoney,
          bonus: MoneyInputSchema,
        }),
      )
      .max(MAX_RECHARGE_PACKAGES),
  })
  .refine((s) => yuanToFen(s.min_amount) <= yuanToFen(s.max_amount), {
    message: 'recharge_min_above_max',
    path: ['min_amount'],
  });

/** New withdrawal rules: at least one kind of account; the fee at most 100 % (10000 bp). */
export const WithdrawSettingInputSchema = z.object({
  is_use: z.union([z.literal(0), z.literal(1)]),
  min: positiveMoney,
  rate_bp: z.number().int().min(0).max(10_000),
  transfer_types: z
    .array(WithdrawTypeSchema)
    .min(1)
    .refine((types) => new Set(types).size === types.length, 'transfer_type_repeated'),
});
