import { z } from 'zod';
import { bodySchema, pageBodyShape, pageSchema } from '../common';

/**
 * A bound of a date range: Unix seconds, or a shop date `YYYY-MM-DD` (Asia/Shanghai; as a start
 * it means the day's first moment, as an end the whole day is included).
 */
export const TimeBoundSchema = z.union([
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  z.coerce.number().int().min(0).max(4_102_444_800),
]);
export type TimeBound = z.infer<typeof TimeBoundSchema>;

/**
 * `/staff/api/audit/lists` (issue 15): the audit log, newest first; a shop's account sees its
 * shop's entries, a platform account every entry. Filters: the staff username (exact, any case),
 * an action prefix (`order.` or `servicer.disable`), the target (type, and id with it), a range.
 */
export const AuditListBodySchema = bodySchema({
  ...pageBodyShape(20),
  username: z.string().trim().max(30).optional(),
  action: z.string().trim().max(50).optional(),
  target_type: z.string().trim().max(30).optional(),
  target_id: z.string().trim().max(40).optional(),
  start_time: TimeBoundSchema.optional(),
  end_time: TimeBoundSchema.optional(),
});
export type AuditListBody = z.input<typeof AuditListBodySchema>;
export type AuditListBodyParsed = z.output<typeof AuditListBodySchema>;

/** One staff write: who, when (Unix seconds), what, on which record, before and after. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  username: z.string(),
  site_id: z.number().int(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  remark: z.string(),
  ip: z.string(),
  create_time: z.number().int(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = pageSchema(AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;
