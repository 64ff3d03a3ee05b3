import { z } from 'zod';
import { bodySchema } from '../common';

/** A streak bonus: given on the day the unbroken streak reaches `days` (issue 16). */
export const SigninStreakRewardSchema = z.object({
  days: z.number().int().min(2).max(366),
  point: z.number().int().min(0).max(100_000),
  growth: z.number().int().min(0).max(100_000),
});
export type SigninStreakReward = z.infer<typeof SigninStreakRewardSchema>;

/** The shop's sign-in rewards (签到奖励), a shop setting edited in the console. */
export const SigninRulesSchema = z.object({
  enabled: z.boolean(),
  /** Given for every day signed. */
  point: z.number().int().min(0).max(100_000),
  growth: z.number().int().min(0).max(100_000),
  streak_rewards: z
    .array(SigninStreakRewardSchema)
    .max(10)
    .refine((list) => new Set(list.map((r) => r.days)).size === list.length, {
      message: 'streak_days_repeated',
    }),
});
export type SigninRules = z.infer<typeof SigninRulesSchema>;

/** `/api/membersignin/info`: `month` YYYY-MM (shop time); the current month when left out. */
export const SigninInfoBodySchema = bodySchema({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
});
export type SigninInfoBody = z.input<typeof SigninInfoBodySchema>;

export const SigninInfoSchema = z.object({
  /** The shop's today, YYYY-MM-DD (Asia/Shanghai). */
  today: z.string(),
  month: z.string(),
  signed_today: z.boolean(),
  /** The unbroken streak up to today (or yesterday, while today is not signed yet). */
  streak: z.number().int(),
  /** Days signed in `month`, YYYY-MM-DD. */
  signed_days: z.array(z.string()),
  /** Days signed in all. */
  total_days: z.number().int(),
  rules: SigninRulesSchema,
});
export type SigninInfo = z.infer<typeof SigninInfoSchema>;

/** `/api/membersignin/signin`: what today's sign-in gave. */
export const SigninResultSchema = z.object({
  sign_date: z.string(),
  streak: z.number().int(),
  point: z.number().int(),
  growth: z.number().int(),
});
export type SigninResult = z.infer<typeof SigninResultSchema>;
