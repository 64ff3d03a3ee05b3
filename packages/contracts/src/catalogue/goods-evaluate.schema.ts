import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape } from '../common';

/**
 * Goods evaluations (评价) on the goods detail page. Only audited evaluations are listed; when the
 * mall turns `evaluate_show` off the page answers an empty list.
 */

/** `/api/goodsevaluate/config`: whether evaluations are shown, and whether new ones need review. */
export const GoodsEvaluateConfigSchema = z.object({
  evaluate_show: z.union([z.literal(0), z.literal(1)]),
  evaluate_audit: z.union([z.literal(0), z.literal(1)]),
});
export type GoodsEvaluateConfig = z.infer<typeof GoodsEvaluateConfigSchema>;

export const GOODS_EVALUATE_MAX_PAGE_SIZE = 50;

/**
 * Evaluation grade (Niushop `explain_type`): 1 good (好评, 4-5 stars), 2 middle (中评, 3 stars),
 * 3 bad (差评, 1-2 stars).
 */
export const EvaluateExplainTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type EvaluateExplainType = z.infer<typeof EvaluateExplainTypeSchema>;

/**
 * `/api/goodsevaluate/page`: the evaluations of one goods, newest first.
 * - `explain_type`: '' (or absent) all, 1 good, 2 middle, 3 bad (numeric strings accepted).
 * - `has_image`: 1 only evaluations with pictures (有图); 0 or absent all.
 */
export const GoodsEvaluatePageBodySchema = bodySchema({
  ...pageBodyShape(10, GOODS_EVALUATE_MAX_PAGE_SIZE),
  goods_id: IdSchema,
  explain_type: z
    .union([z.literal(''), z.coerce.number().int().min(1).max(3)])
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : (v as EvaluateExplainType))),
  has_image: z.coerce.number().int().min(0).max(1).optional(),
});
export type GoodsEvaluatePageBody = z.input<typeof GoodsEvaluatePageBodySchema>;

/** One evaluation as shown to everyone. */
export const GoodsEvaluateItemSchema = z.object({
  evaluate_id: z.number().int(),
  /** The SKU bought and its specification text (e.g. "0.25g*24粒/盒"). */
  sku_id: z.number().int(),
  spec_name: z.string().max(80),
  /** Masked buyer name ("康***房"), or "匿名用户" (en-US "Anonymous") for anonymous evaluations. */
  member_name: z.string().max(50),
  /** Avatar path; '' means use the default head image. */
  member_headimg: z.string().max(500),
  is_anonymous: z.boolean(),
  /** 1 to 5 stars, and its grade. */
  scores: z.number().int().min(1).max(5),
  explain_type: EvaluateExplainTypeSchema,
  /** The buyer's text; render as text, never as HTML. */
  content: z.string().max(500),
  /** Picture paths (may be empty). */
  images: z.array(z.string().max(500)),
  /** The shop's reply (商家回复); '' when none. */
  explain_first: z.string().max(500),
  /** Milliseconds since the epoch (as help and notices). */
  create_time: z.number().int(),
  /** The buyer's later words (追评, issue 17), their pictures and the shop's reply to them. */
  again_content: z.string().max(500),
  again_images: z.array(z.string().max(500)),
  again_explain: z.string().max(500),
  /** When the later words were written (ms); null when there are none. */
  again_time: z.number().int().nullable(),
});
export type GoodsEvaluateItem = z.infer<typeof GoodsEvaluateItemSchema>;

/** Counts of the goods' visible evaluations per tab, independent of the page's filters. */
export const GoodsEvaluateCountsSchema = z.object({
  total: z.number().int(),
  good: z.number().int(),
  middle: z.number().int(),
  bad: z.number().int(),
  image: z.number().int(),
});
export type GoodsEvaluateCounts = z.infer<typeof GoodsEvaluateCountsSchema>;

/** The page (`page_count`, `count` of the filtered list, `list`) plus the tab counts. */
export const GoodsEvaluatePageSchema = z.object({
  page_count: z.number().int(),
  count: z.number().int(),
  list: z.array(GoodsEvaluateItemSchema),
  counts: GoodsEvaluateCountsSchema,
});
export type GoodsEvaluatePage = z.infer<typeof GoodsEvaluatePageSchema>;
