import { z } from 'zod';
import type { PasswordRules } from '../auth/auth-rules';
import { bodySchema, EmptyBodySchema } from '../common';

/*
 * The first run of an empty shop (issue 25, ADR 0023): while no administrator exists, the console
 * at /admin offers a setup page that creates the own shop and the first platform administrator,
 * given the one-time setup token the server prints in its start log. Refused once done.
 */

/**
 * The first administrator's password: 10 to 20 characters with a lower-case letter, an
 * upper-case letter and a digit (stronger than the members' rules: it opens every shop).
 */
export const SETUP_PASSWORD_RULES: PasswordRules = {
  min_length: 10,
  complexity: ['lower', 'upper', 'number'],
};

/** The setup token as printed: 32 hex characters (128 bits). */
export const SETUP_TOKEN_PATTERN = /^[0-9a-f]{32}$/;

/** `/staff/api/setup/state`: whether the shop still waits for its first administrator. */
export const SetupStateBodySchema = EmptyBodySchema;
export const SetupStateSchema = z.object({ needed: z.boolean() });
export type SetupState = z.infer<typeof SetupStateSchema>;

/**
 * `/staff/api/setup/init`: the own shop (name, phone) and the first platform administrator
 * (username, nickname, password). `setup_token` is the token of the start log (spaces and case
 * forgiven, as people copy it).
 */
export const SetupInitBodySchema = bodySchema({
  setup_token: z
    .string()
    .max(64)
    .transform((v) => v.replace(/\s+/g, '').toLowerCase()),
  shop_name: z.string().trim().min(2).max(60),
  shop_phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[0-9+\-() ]*$/),
  username: z.string().trim().min(1).max(30),
  nickname: z.string().trim().min(1).max(30),
  password: z.string().min(1).max(64),
});
export type SetupInitBody = z.input<typeof SetupInitBodySchema>;
export type SetupInitBodyParsed = z.output<typeof SetupInitBodySchema>;

/** What setup made: the shop and the administrator, who signs in next. */
export const SetupResultSchema = z.object({
  site_id: z.number().int(),
  staff_id: z.number().int(),
});
export type SetupResult = z.infer<typeof SetupResultSchema>;
