import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { EVALUATE_CONTENT_MAX } from './evaluate.schema';

/**
 * The staff console's goods evaluations (issue 17, 评价管理): every evaluation of the staff
 * account's shop, newest first; staff reply to the evaluation and to its follow-up, hide it from
 * the goods page and show it again (showing one waiting for review approves it).
 */

/** The evaluation's visibility (`is_audit`): shown 1, waiting for review 0, hidden -1. */
export const CONSOLE_EVALUATE_STATES = ['shown', 'waiting', 'hidden'] as const;
export const ConsoleEvaluateStateSchema = z.enum(CONSOLE_EVALUATE_STATES);
export type ConsoleEvaluateState = z.infer<typeof ConsoleEvaluateStateSchema>;

/** `/staff/api/goodsevaluate/lists`: filters arrive from the address bar as strings. */
export const ConsoleEvaluateListBodySchema = bodySchema({
  ...pageBodyShape(20),
  /** Part of the goods (SKU) name. */
  keyword: z.string().trim().max(50).optional(),
  scores: z.coerce.number().int().min(1).max(5).optional(),
  state: ConsoleEvaluateStateSchema.optional(),
  /** yes: the shop has replied (to the evaluation or its follow-up); no: something waits for a reply. */
  replied: z.enum(['yes', 'no']).optional(),
});
export type ConsoleEvaluateListBody = z.input<typeof ConsoleEvaluateListBodySchema>;

export const ConsoleEvaluateRowSchema = z.object({
  evaluate_id: z.number().int(),
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  sku_name: z.string(),
  sku_image: z.string(),
  spec_name: z.string(),
  site_id: z.number().int(),
  shop_name: z.string(),
  /** The order evaluated (0 for an evaluation without one, such as imported ones). */
  order_id: z.number().int(),
  member_id: z.number().int(),
  /** The buyer's name as stored (staff see it even when the buyer chose to be anonymous). */
  member_name: z.string(),
  is_anonymous: z.boolean(),
  scores: z.number().int(),
  content: z.string(),
  images: z.array(z.string()),
  explain_first: z.string(),
  again_content: z.string(),
  again_images: z.array(z.string()),
  again_explain: z.string(),
  again_time: z.number().int().nullable(),
  state: ConsoleEvaluateStateSchema,
  create_time: z.number().int(),
});
export type ConsoleEvaluateRow = z.infer<typeof ConsoleEvaluateRowSchema>;

export const ConsoleEvaluatePageSchema = pageSchema(ConsoleEvaluateRowSchema);
export type ConsoleEvaluatePage = z.infer<typeof ConsoleEvaluatePageSchema>;

/** Which words the reply answers: the evaluation (`explain_first`) or its follow-up. */
export const EvaluateReplyTargetSchema = z.enum(['first', 'again']);
export type EvaluateReplyTarget = z.infer<typeof EvaluateReplyTargetSchema>;

/** `/staff/api/goodsevaluate/reply`: writes (or rewrites) the shop's reply. */
export const ConsoleEvaluateReplyBodySchema = bodySchema({
  evaluate_id: IdSchema,
  target: EvaluateReplyTargetSchema,
  content: z.string().trim().min(2).max(EVALUATE_CONTENT_MAX),
});
export type ConsoleEvaluateReplyBody = z.input<typeof ConsoleEvaluateReplyBodySchema>;

/** `/staff/api/goodsevaluate/hide` and `/show`. */
export const ConsoleEvaluateIdBodySchema = bodySchema({ evaluate_id: IdSchema });
export type ConsoleEvaluateIdBody = z.input<typeof ConsoleEvaluateIdBodySchema>;

/** What a write answers: the evaluation as it now is. */
export const ConsoleEvaluateResultSchema = ConsoleEvaluateRowSchema;
