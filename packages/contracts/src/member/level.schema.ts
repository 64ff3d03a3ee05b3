import { z } from 'zod';
import { bodySchema, pageBodyShape, pageSchema } from '../common';

/** `/api/memberlevel/info`: the caller's growth, level and what the next level needs (issue 16). */
export const MemberLevelInfoSchema = z.object({
  growth: z.number().int(),
  level_id: z.number().int(),
  level_name: z.string(),
  /** The next level up, or null at the top. */
  next: z
    .object({
      level_id: z.number().int(),
      level_name: z.string(),
      /** The growth the next level starts at. */
      growth: z.number().int(),
      /** Growth still missing. */
      need: z.number().int(),
    })
    .nullable(),
  /** 0-100: how far the member is from the current level's start to the next one's. */
  progress: z.number().int(),
});
export type MemberLevelInfo = z.infer<typeof MemberLevelInfoSchema>;

export const GROWTH_REASONS = ['signin', 'order', 'refund', 'adjust'] as const;
export const GrowthReasonSchema = z.enum(GROWTH_REASONS);
export type GrowthReason = z.infer<typeof GrowthReasonSchema>;

export const GROWTH_LOG_PAGE_SIZE = 10;
/** `/api/membergrowth/page`: the growth ledger, newest first. */
export const GrowthLogPageBodySchema = bodySchema(pageBodyShape(GROWTH_LOG_PAGE_SIZE, 50));
export type GrowthLogPageBody = z.input<typeof GrowthLogPageBodySchema>;

export const GrowthLogSchema = z.object({
  id: z.number().int(),
  /** Signed: + gained, - taken. */
  change: z.number().int(),
  growth_after: z.number().int(),
  reason: GrowthReasonSchema,
  remark: z.string(),
  /** ms since the epoch. */
  create_time: z.number().int(),
});
export type GrowthLog = z.infer<typeof GrowthLogSchema>;
export const GrowthLogPageSchema = pageSchema(GrowthLogSchema);
export type GrowthLogPage = z.infer<typeof GrowthLogPageSchema>;
