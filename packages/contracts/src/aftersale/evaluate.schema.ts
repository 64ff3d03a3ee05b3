import { z } from 'zod';
import { bodySchema, IdSchema } from '../common';
import { MoneySchema } from '../money';

/**
 * The buyer's evaluations of an order's goods lines (issue 17, spec §7 `/api/order/evluateinfo`,
 * `/api/goodsevaluate/add`, `/api/goodsevaluate/again`). An order is evaluated once it is
 * completed (order_status 10: received, or handed over at the pickup counter), every line at once,
 * and once more later (追评). `is_evaluate` on the order: 0 not yet, 1 evaluated, 2 evaluated again.
 */

/** Longest text of an evaluation or a follow-up, and most pictures of either. */
export const EVALUATE_CONTENT_MAX = 500;
export const EVALUATE_IMAGES_MAX = 6;

/** What the buyer may do with the order's evaluations now. */
export const EVALUATE_STATES = [
  /** Completed and not yet evaluated: rate every line. */
  'add',
  /** Evaluated once: a follow-up (追评) may be added. */
  'again',
  /** Evaluated and followed up: read only. */
  'done',
  /** Not completed (nothing to evaluate yet), or closed before it was evaluated. */
  'unavailable',
] as const;
export const EvaluateStateSchema = z.enum(EVALUATE_STATES);
export type EvaluateState = z.infer<typeof EvaluateStateSchema>;

/** Picture paths of `/api/upload/evaluateimg`, each uploaded by the same member. */
const ImagesSchema = z
  .array(z.string().trim().min(1).max(200))
  .max(EVALUATE_IMAGES_MAX)
  .default([]);

/** 0/1 as Niushop clients send it, or a boolean. */
const FlagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .default(false)
  .transform((v) => v === true || v === 1);

/** `/api/order/evluateinfo`. */
export const EvaluateInfoBodySchema = bodySchema({ order_id: IdSchema });
export type EvaluateInfoBody = z.input<typeof EvaluateInfoBodySchema>;

/** A line's evaluation as its buyer sees it (whether shown to others or not). */
export const OwnEvaluateSchema = z.object({
  evaluate_id: z.number().int(),
  scores: z.number().int().min(1).max(5),
  content: z.string(),
  images: z.array(z.string()),
  is_anonymous: z.boolean(),
  /** The shop's reply; '' when none. */
  explain_first: z.string(),
  /** 1 shown on the goods page, 0 waiting for the shop's review, -1 hidden by the shop. */
  is_audit: z.number().int(),
  create_time: z.number().int(),
  again_content: z.string(),
  again_images: z.array(z.string()),
  again_explain: z.string(),
  /** When the follow-up was written (ms); null when none. */
  again_time: z.number().int().nullable(),
});
export type OwnEvaluate = z.infer<typeof OwnEvaluateSchema>;

/** An order line with its evaluation (null before the order is evaluated). */
export const EvaluateLineSchema = z.object({
  order_goods_id: z.number().int(),
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  sku_name: z.string(),
  sku_image: z.string(),
  spec_name: z.string(),
  num: z.number().int(),
  /** What the buyer paid per unit (the promotion's price, e.g. a group buy's; issue 25). */
  price: MoneySchema,
  /** Every unit of the line was refunded: there is nothing to rate, and it is not asked for. */
  refunded: z.boolean(),
  evaluate: OwnEvaluateSchema.nullable(),
});
export type EvaluateLine = z.infer<typeof EvaluateLineSchema>;

export const EvaluateInfoSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  shop_name: z.string(),
  order_status: z.number().int(),
  is_evaluate: z.number().int(),
  state: EvaluateStateSchema,
  /** Whether new evaluations wait for the shop's review before they show (the mall's setting). */
  evaluate_audit: z.boolean(),
  list: z.array(EvaluateLineSchema),
});
export type EvaluateInfo = z.infer<typeof EvaluateInfoSchema>;

/** One line's evaluation in `/api/goodsevaluate/add`. */
export const EvaluateAddLineSchema = z.object({
  order_goods_id: IdSchema,
  scores: z.coerce.number().int().min(1).max(5),
  /** The buyer's words (may be left empty: the stars speak). */
  content: z.string().trim().max(EVALUATE_CONTENT_MAX).default(''),
  images: ImagesSchema,
  is_anonymous: FlagSchema,
});

/** `/api/goodsevaluate/add`: every line of the order not wholly refunded, each once. */
export const EvaluateAddBodySchema = bodySchema({
  order_id: IdSchema,
  goods_evaluate: z.array(EvaluateAddLineSchema).min(1).max(200),
});
export type EvaluateAddBody = z.input<typeof EvaluateAddBodySchema>;

/** One line's follow-up in `/api/goodsevaluate/again`: words required, pictures optional. */
export const EvaluateAgainLineSchema = z.object({
  order_goods_id: IdSchema,
  again_content: z.string().trim().min(1).max(EVALUATE_CONTENT_MAX),
  again_images: ImagesSchema,
});

/** `/api/goodsevaluate/again`: follow-ups of some or all of the order's lines, once per order. */
export const EvaluateAgainBodySchema = bodySchema({
  order_id: IdSchema,
  goods_evaluate: z.array(EvaluateAgainLineSchema).min(1).max(200),
});
export type EvaluateAgainBody = z.input<typeof EvaluateAgainBodySchema>;

/** What add and again answer: the order's evaluation state after the call. */
export const EvaluateResultSchema = z.object({
  order_id: z.number().int(),
  is_evaluate: z.number().int(),
  /** Whether the new words wait for the shop's review before they show on the goods page. */
  waiting_review: z.boolean(),
});
export type EvaluateResult = z.infer<typeof EvaluateResultSchema>;
