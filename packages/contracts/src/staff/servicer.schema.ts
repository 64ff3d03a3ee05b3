import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';

/** A staff account's state: 1 may sign in, 0 disabled. */
export const StaffStatusSchema = z.union([z.literal(0), z.literal(1)]);

/**
 * `/staff/api/servicer/lists` (issue 15): the servicer accounts of the staff account's shop (a
 * platform account: of every shop, or of `site_id`), newest first. `keyword` matches the username
 * or the nickname.
 */
export const ServicerListBodySchema = bodySchema({
  ...pageBodyShape(20),
  keyword: z.string().trim().max(30).optional(),
  status: z.coerce.number().pipe(StaffStatusSchema).optional(),
  site_id: IdSchema.optional(),
});
export type ServicerListBody = z.input<typeof ServicerListBodySchema>;
export type ServicerListBodyParsed = z.output<typeof ServicerListBodySchema>;

/** A servicer account in the console. `online`: chose 上线 on the workbench; times Unix seconds. */
export const ServicerSchema = z.object({
  staff_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  site_id: z.number().int(),
  shop_name: z.string(),
  status: StaffStatusSchema,
  online: z.union([z.literal(0), z.literal(1)]),
  create_time: z.number().int(),
});
export type Servicer = z.infer<typeof ServicerSchema>;

export const ServicerPageSchema = pageSchema(ServicerSchema);
export type ServicerPage = z.infer<typeof ServicerPageSchema>;

/**
 * `/staff/api/servicer/add`: a new servicer. `username` follows the members' rule (3-20 letters,
 * digits or underscores, not all digits; unique regardless of case), `password` the shop's
 * password rules. `site_id`: the shop it serves; a shop's account may only name its own (and
 * may leave it out), a platform account must name one.
 */
export const ServicerAddBodySchema = bodySchema({
  username: z.string().trim().min(1).max(30),
  nickname: z.string().trim().min(1).max(30),
  password: z.string().min(1).max(64),
  site_id: IdSchema.optional(),
});
export type ServicerAddBody = z.input<typeof ServicerAddBodySchema>;
export type ServicerAddBodyParsed = z.output<typeof ServicerAddBodySchema>;

/** `/staff/api/servicer/edit`: a servicer's nickname and (platform accounts) its shop. */
export const ServicerEditBodySchema = bodySchema({
  staff_id: IdSchema,
  nickname: z.string().trim().min(1).max(30),
  site_id: IdSchema.optional(),
});
export type ServicerEditBody = z.input<typeof ServicerEditBodySchema>;
export type ServicerEditBodyParsed = z.output<typeof ServicerEditBodySchema>;

/** `/staff/api/servicer/disable`, `/staff/api/servicer/enable`: one servicer. */
export const ServicerIdBodySchema = bodySchema({ staff_id: IdSchema });
export type ServicerIdBody = z.input<typeof ServicerIdBodySchema>;
export type ServicerIdBodyParsed = z.output<typeof ServicerIdBodySchema>;

/** `/staff/api/servicer/resetpassword`: a new password (the shop's rules); its sessions end. */
export const ServicerPasswordBodySchema = bodySchema({
  staff_id: IdSchema,
  password: z.string().min(1).max(64),
});
export type ServicerPasswordBody = z.input<typeof ServicerPasswordBodySchema>;
export type ServicerPasswordBodyParsed = z.output<typeof ServicerPasswordBodySchema>;
