import { z } from 'zod';
import { bodySchema, IdSchema } from '../common';
import { MoneySchema } from '../money';

/**
 * A full reduction (满减) is a `promotion` of kind 'manjian' of one shop. Its stored `rules`:
 * `goods_type` 1 = every goods of the shop, 2 = only the goods listed as its promotion_goods rows;
 * `tiers` = thresholds and reductions in fen (满300减30 = { money_fen: 30000,
 * discount_money_fen: 3000 }). The server reads them leniently (bad tiers are dropped).
 */
export const MANJIAN_GOODS_TYPES = { all: 1, listed: 2 } as const;
export const ManjianGoodsTypeSchema = z.union([z.literal(1), z.literal(2)]);
export type ManjianGoodsType = z.infer<typeof ManjianGoodsTypeSchema>;

/** A stored tier (fen). */
export const ManjianRuleTierSchema = z.object({
  money_fen: z.number().int().positive(),
  discount_money_fen: z.number().int().positive(),
});
export type ManjianRuleTier = z.infer<typeof ManjianRuleTierSchema>;

/** Most tiers one full reduction holds. */
export const MANJIAN_TIERS_MAX = 10;

/** A tier on the wire: 满 `money` 减 `discount_money`, in yuan. */
export const ManjianTierSchema = z.object({
  money: MoneySchema,
  discount_money: MoneySchema,
});
export type ManjianTierInfo = z.infer<typeof ManjianTierSchema>;

/** `/manjian/api/manjian/info`: the running full reduction covering a goods. */
export const ManjianInfoBodySchema = bodySchema({ goods_id: IdSchema });
export type ManjianInfoBody = z.input<typeof ManjianInfoBodySchema>;

/**
 * The running full reduction of a goods' shop that covers it, with its tiers ascending and its
 * window (ms since the epoch). Promotion labels are for members only (spec §6): a visitor, or a
 * goods no full reduction covers, gets null.
 */
export const ManjianInfoSchema = z
  .object({
    manjian_id: z.number().int(),
    manjian_name: z.string(),
    site_id: z.number().int(),
    goods_type: ManjianGoodsTypeSchema,
    tiers: z.array(ManjianTierSchema),
    start_time: z.number().int(),
    end_time: z.number().int(),
  })
  .nullable();
export type ManjianInfo = z.infer<typeof ManjianInfoSchema>;

/**
 * What a shop's order (or cart) reaches of its full reduction: the tier reached (or null), what
 * it takes off, the next tier and the money still missing to it (for "再买¥x可减¥y").
 */
export const ManjianProgressSchema = z.object({
  manjian_id: z.number().int(),
  manjian_name: z.string(),
  tier: ManjianTierSchema.nullable(),
  manjian_money: MoneySchema,
  next_tier: ManjianTierSchema.nullable(),
  /** Money to add to the eligible goods to reach `next_tier` ("0.00" without one). */
  next_need: MoneySchema,
});
export type ManjianProgress = z.infer<typeof ManjianProgressSchema>;

/** A tier's amounts as the labels show them: whole yuan without ".00" (满300减30, 满300减33.33). */
export const manjianTierParams = (tier: ManjianTierInfo) => ({
  money: tier.money.replace(/\.00$/, ''),
  discount: tier.discount_money.replace(/\.00$/, ''),
});
