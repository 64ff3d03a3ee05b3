import { z } from 'zod';
import { bodySchema } from '../common';
import { STAFF_ROLES } from './access';

/**
 * `/staff/api/login/login`: a staff sign-in to the console (issue 15), with the captcha of
 * `/api/captcha/captcha`. Sets the HttpOnly staff session cookie (the workbench shares it).
 */
export const ConsoleLoginBodySchema = bodySchema({
  username: z.string().trim().min(1).max(30),
  password: z.string().min(1).max(64),
  captcha_id: z.string().max(64).optional(),
  captcha_code: z.string().trim().max(10).optional(),
});
export type ConsoleLoginBody = z.input<typeof ConsoleLoginBodySchema>;

/**
 * The signed-in staff account (the sign-in's answer and `/staff/api/login/info`). `permissions`
 * are those of its role (contracts `STAFF_PERMISSIONS`); `csrf_token` must be sent back in the
 * `x-csrf-token` header of every console call.
 */
export const ConsoleStaffSchema = z.object({
  staff_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  role: z.enum(STAFF_ROLES),
  /** 1: a platform account, acting for every shop. */
  is_platform: z.union([z.literal(0), z.literal(1)]),
  site_id: z.number().int(),
  shop_name: z.string(),
  permissions: z.array(z.string()),
  csrf_token: z.string(),
});
export type ConsoleStaff = z.infer<typeof ConsoleStaffSchema>;
