import { z } from 'zod';
import { bodySchema, pageBodyShape, pageSchema } from '../common';
import { ERP_SCOPES, ErpScopeSchema } from './erp-scope';

/** The most addresses one key may be limited to. */
export const ERP_KEY_ADDRESSES_MAX = 20;
/** The longest grace a rotated secret keeps working: 30 days, in minutes. */
export const ERP_ROTATE_GRACE_MAX_MINUTES = 30 * 24 * 60;

/** A key's public id: `ak_` and 24 hex digits. */
export const ErpKeyIdSchema = z
  .string()
  .trim()
  .regex(/^ak_[0-9a-f]{24}$/);

/** An allowed caller address: one IPv4/IPv6 address or a CIDR block. */
export const ErpAddressSchema = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/** A key is usable (1) or disabled (0). */
export const ERP_KEY_STATUS = { disabled: 0, enabled: 1 } as const;

/** `/staff/api/erpkey/lists` (issue 26): the shop's ERP keys, newest first. */
export const ErpKeyListBodySchema = bodySchema({
  ...pageBodyShape(20),
  status: z.coerce.number().int().min(0).max(1).optional(),
});
export type ErpKeyListBody = z.input<typeof ErpKeyListBodySchema>;

/** One key as the console shows it: never its secret. Times in Unix seconds. */
export const ErpKeySchema = z.object({
  key_id: z.string(),
  site_id: z.number().int(),
  note: z.string(),
  scopes: z.array(ErpScopeSchema),
  allowed_ips: z.array(z.string()),
  status: z.number().int(),
  created_by: z.number().int(),
  create_time: z.number().int(),
  last_used_time: z.number().int().nullable(),
  /** While a rotated key's previous secret still works: until when. */
  previous_valid_until: z.number().int().nullable(),
});
export type ErpKey = z.infer<typeof ErpKeySchema>;
export const ErpKeyPageSchema = pageSchema(ErpKeySchema);
export type ErpKeyPage = z.infer<typeof ErpKeyPageSchema>;

/** `/staff/api/erpkey/add`: a note, the scopes, optionally the addresses it may call from. */
export const ErpKeyAddBodySchema = bodySchema({
  note: z.string().trim().min(1).max(60),
  scopes: z
    .array(ErpScopeSchema)
    .min(1)
    .max(ERP_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  allowed_ips: z
    .array(z.string().trim().pipe(ErpAddressSchema))
    .max(ERP_KEY_ADDRESSES_MAX)
    .default([]),
});
export type ErpKeyAddBody = z.input<typeof ErpKeyAddBodySchema>;

/** A key and its secret, answered once at creation or rotation and never again. */
export const ErpKeySecretSchema = z.object({ key_id: z.string(), secret: z.string() });
export type ErpKeySecret = z.infer<typeof ErpKeySecretSchema>;

/** `/staff/api/erpkey/disable` and `/enable`. */
export const ErpKeyIdBodySchema = bodySchema({ key_id: ErpKeyIdSchema });
export type ErpKeyIdBody = z.input<typeof ErpKeyIdBodySchema>;

/** `/staff/api/erpkey/rotate`: a new secret; the old one works `grace_minutes` longer (0: not). */
export const ErpKeyRotateBodySchema = bodySchema({
  key_id: ErpKeyIdSchema,
  grace_minutes: z.coerce.number().int().min(0).max(ERP_ROTATE_GRACE_MAX_MINUTES),
});
export type ErpKeyRotateBody = z.input<typeof ErpKeyRotateBodySchema>;

/** `/staff/api/erpkey/calls`: the call log, newest first, of one key or all the shop's. */
export const ErpCallListBodySchema = bodySchema({
  ...pageBodyShape(20),
  key_id: ErpKeyIdSchema.optional(),
});
export type ErpCallListBody = z.input<typeof ErpCallListBodySchema>;

/** One audited open call: who, where, the answer's code and what the rows became. */
export const ErpCallSchema = z.object({
  id: z.number().int(),
  key_id: z.string(),
  path: z.string(),
  ip: z.string(),
  code: z.number().int(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  duration_ms: z.number().int(),
  create_time: z.number().int(),
});
export type ErpCall = z.infer<typeof ErpCallSchema>;
export const ErpCallPageSchema = pageSchema(ErpCallSchema);
export type ErpCallPage = z.infer<typeof ErpCallPageSchema>;
