import { z } from 'zod';

/**
 * Promotion kinds in the spec's priority order (§4: exchange, seckill, discount, wholesale,
 * bundle). The label text of each is `PROMOTION_LABELS` in constants.
 */
export const PROMOTION_KINDS = ['getfree', 'seckill', 'discount', 'wholesale', 'bundling'] as const;
export const PromotionKindSchema = z.enum(PROMOTION_KINDS);
export type PromotionKind = z.infer<typeof PromotionKindSchema>;
