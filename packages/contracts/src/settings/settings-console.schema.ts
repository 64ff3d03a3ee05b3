import { z } from 'zod';
import { bodySchema } from '../common';
import { AftersaleSettingSchema } from '../aftersale/aftersale-setting.schema';
import { SigninRulesSchema } from '../member/signin.schema';
import {
  CreditStatementSettingSchema,
  LicenceGateSettingSchema,
  RechargeSettingInputSchema,
  RechargeSettingSchema,
  WithdrawSettingInputSchema,
  WithdrawSettingSchema,
} from './member-settings.schema';

/*
 * The staff console's settings (issue 15): the site open or closed with the message buyers read,
 * the bank account shown for transfer payments (线下转账, `/api/pay/info` `offline_account`),
 * and how long an unpaid order waits before it closes by itself. Platform-wide settings.
 */

/** The shortest and longest unpaid-order timeout staff may set, in minutes (5 min to 30 days). */
export const PAY_TIMEOUT_MIN_MINUTES = 5;
export const PAY_TIMEOUT_MAX_MINUTES = 60 * 24 * 30;

/** The console's settings as `/staff/api/settings/get` answers them. */
export const ConsoleSettingsSchema = z.object({
  site: z.object({
    /** Closed: every storefront call answers code -3 (spec §1) and buyers see the closed page. */
    closed: z.boolean(),
    /** What buyers read while it is closed (the -3 answer's message); "" for the standard text. */
    closed_message: z.string(),
  }),
  offline_account: z.object({
    bank_name: z.string(),
    account_name: z.string(),
    account_no: z.string(),
  }),
  order: z.object({
    /** Minutes an unpaid order waits before it closes by itself. */
    pay_timeout_minutes: z.number().int(),
  }),
  /** The daily sign-in's rewards (issue 16). */
  signin: SigninRulesSchema,
  /** The member centre's money and licence settings (issue 16). */
  recharge: RechargeSettingSchema,
  withdraw: WithdrawSettingSchema,
  credit_statement: CreditStatementSettingSchema,
  licence_gate: LicenceGateSettingSchema,
  /** Refund reasons, the shop's answer and complaint windows, the return address (issue 17). */
  aftersale: AftersaleSettingSchema,
});
export type ConsoleSettings = z.infer<typeof ConsoleSettingsSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * `/staff/api/settings/set`: each group given replaces that group; groups left out stay. At
 * least one group. Bank fields 1-60 characters (the account number digits and spaces, 8-40);
 * the closed message at most 200 characters; the timeout whole minutes within the bounds above.
 */
export const SetConsoleSettingsBodySchema = bodySchema({
  site: z
    .object({ closed: z.boolean(), closed_message: z.string().trim().max(200).default('') })
    .optional(),
  offline_account: z
    .object({
      bank_name: text(60),
      account_name: text(60),
      account_no: z
        .string()
        .trim()
        .regex(/^[0-9][0-9 ]{6,38}[0-9]$/),
    })
    .optional(),
  order: z
    .object({
      pay_timeout_minutes: z.coerce
        .number()
        .int()
        .min(PAY_TIMEOUT_MIN_MINUTES)
        .max(PAY_TIMEOUT_MAX_MINUTES),
    })
    .optional(),
  signin: SigninRulesSchema.optional(),
  recharge: RechargeSettingInputSchema.optional(),
  withdraw: WithdrawSettingInputSchema.optional(),
  credit_statement: CreditStatementSettingSchema.optional(),
  licence_gate: LicenceGateSettingSchema.optional(),
  aftersale: AftersaleSettingSchema.optional(),
});
export type SetConsoleSettingsBody = z.infer<typeof SetConsoleSettingsBodySchema>;
