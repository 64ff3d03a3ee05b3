import { z } from 'zod';

/**
 * Promotion kinds in the spec's priority order (§4: exchange, seckill, discount, wholesale,
 * bundle). The label text of each is `PROMOTION_LABELS` in constants.
 */
export const PROMOTION_KINDS = ['getfree', 'seckill', 'discount', 'wholesale', 'bundling'] as const;
export const PromotionKindSchema = z.enum(PROMOTION_KINDS);
export type PromotionKind = z.infer<typeof PromotionKindSchema>;

/**
 * Promotions bought through pages of their own rather than priced in the cart: group buy 团购 and
 * topic 专题 (their payment pages), full reduction 满减 (applied to a shop's whole order).
 */
export const CAMPAIGN_KINDS = ['groupbuy', 'topic', 'manjian'] as const;
export const CampaignKindSchema = z.enum(CAMPAIGN_KINDS);
export type CampaignKind = z.infer<typeof CampaignKindSchema>;

/** Every kind a `promotion` row may have. */
export const ANY_PROMOTION_KINDS = [...PROMOTION_KINDS, ...CAMPAIGN_KINDS] as const;
export const AnyPromotionKindSchema = z.enum(ANY_PROMOTION_KINDS);
export type AnyPromotionKind = z.infer<typeof AnyPromotionKindSchema>;
