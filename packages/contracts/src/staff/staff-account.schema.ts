import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { STAFF_ROLES } from './access';
import { StaffStatusSchema } from './servicer.schema';

/*
 * Staff accounts of every role (issue 25): an administrator lists the shop's accounts and adds
 * one (an operator, finance, …) so a fresh shop can staff its console. Servicers keep their own
 * screen (`servicer.*`), which also disables and resets them.
 */

export const StaffRoleSchema = z.enum(STAFF_ROLES);

/** `/staff/api/account/lists`: the accounts of the shop (a platform account: every shop's). */
export const StaffAccountListBodySchema = bodySchema({
  ...pageBodyShape(20),
  keyword: z.string().trim().max(30).optional(),
  role: StaffRoleSchema.optional(),
  site_id: IdSchema.optional(),
});
export type StaffAccountListBody = z.input<typeof StaffAccountListBodySchema>;
export type StaffAccountListBodyParsed = z.output<typeof StaffAccountListBodySchema>;

/** A staff account in the console; `create_time` is Unix seconds. */
export const StaffAccountSchema = z.object({
  staff_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  role: z.string(),
  is_platform: z.union([z.literal(0), z.literal(1)]),
  site_id: z.number().int(),
  shop_name: z.string(),
  status: StaffStatusSchema,
  create_time: z.number().int(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;
export const StaffAccountPageSchema = pageSchema(StaffAccountSchema);

/**
 * `/staff/api/account/add`: a new shop account of `role` (the members' username rule, the shop's
 * password rules). `site_id` as for servicers: a shop's administrator names its own or none, a
 * platform administrator must name one. Platform accounts are made only by the first run.
 */
export const StaffAccountAddBodySchema = bodySchema({
  username: z.string().trim().min(1).max(30),
  nickname: z.string().trim().min(1).max(30),
  password: z.string().min(1).max(64),
  role: StaffRoleSchema,
  site_id: IdSchema.optional(),
});
export type StaffAccountAddBody = z.input<typeof StaffAccountAddBodySchema>;
export type StaffAccountAddBodyParsed = z.output<typeof StaffAccountAddBodySchema>;
