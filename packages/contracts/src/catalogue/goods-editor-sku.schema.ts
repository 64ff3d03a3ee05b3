import { z } from 'zod';
import { IdSchema } from '../common';
import { MoneyInputSchema, MoneySchema } from '../money';

/*
 * The SKUs of the console's goods editor (issue 25): one per combination of the specification
 * axes' values, each with its prices (price, market price, cost, member price, prices per buyer
 * type and member level), standing wholesale tiers, stock, warning stock and SKU number. Money is
 * yuan with at most 2 decimals on the way in and exactly 2 on the way out; the cost never leaves
 * the console.
 */

/** The most axes, values per axis and SKUs one goods may have. */
export const SPEC_AXES_MAX = 3;
export const SPEC_VALUES_MAX = 20;
export const GOODS_SKUS_MAX = 100;
export const SKU_TIERS_MAX = 5;
export const STOCK_MAX = 99_999_999;

const text = (max: number) => z.string().trim().max(max);

/** One specification axis (规格项), e.g. 规格: 0.25g*24粒, 0.5g*12粒. */
export const SpecAxisSchema = z.object({
  name: text(20).min(1),
  values: z.array(text(30).min(1)).min(1).max(SPEC_VALUES_MAX),
});
export type SpecAxis = z.infer<typeof SpecAxisSchema>;

/** A price for one buyer type (member label) or one member level. */
export const TargetPriceInputSchema = z.object({ target_id: IdSchema, price: MoneyInputSchema });
export const TierInputSchema = z.object({
  num: z.coerce.number().int().min(2).max(STOCK_MAX),
  price: MoneyInputSchema,
});

/** `''` for a price not set (no member price, no market price). */
const OptionalMoneySchema = z.union([MoneyInputSchema, z.literal('')]);

export const EditorSkuInputSchema = z.object({
  /** The SKU being changed (edit); absent for a new SKU (new goods, copy, a new combination). */
  sku_id: IdSchema.optional(),
  /** This SKU's value on each axis, in the axes' order. */
  spec_values: z.array(text(30).min(1)).max(SPEC_AXES_MAX),
  sku_no: text(40).regex(/^[\w.-]*$/),
  price: MoneyInputSchema,
  market_price: OptionalMoneySchema,
  cost_price: OptionalMoneySchema,
  member_price: OptionalMoneySchema,
  label_prices: z.array(TargetPriceInputSchema).max(50),
  level_prices: z.array(TargetPriceInputSchema).max(50),
  wholesale_tiers: z.array(TierInputSchema).max(SKU_TIERS_MAX),
  stock: z.coerce.number().int().min(0).max(STOCK_MAX),
  /**
   * The stock the editor loaded (edit): the save applies the change typed since (`stock` minus
   * this) to the stock at the time of saving, so units orders took meanwhile stay taken.
   */
  loaded_stock: z.coerce.number().int().min(0).max(STOCK_MAX).optional(),
  stock_alarm: z.coerce.number().int().min(0).max(STOCK_MAX),
});
export type EditorSkuInput = z.infer<typeof EditorSkuInputSchema>;

const TargetPriceSchema = z.object({ target_id: z.number().int(), price: MoneySchema });

/** A SKU as the editor loads it. */
export const EditorSkuSchema = z.object({
  sku_id: z.number().int(),
  spec_values: z.array(z.string()),
  sku_no: z.string(),
  price: MoneySchema,
  market_price: z.union([MoneySchema, z.literal('')]),
  cost_price: z.union([MoneySchema, z.literal('')]),
  member_price: z.union([MoneySchema, z.literal('')]),
  label_prices: z.array(TargetPriceSchema),
  level_prices: z.array(TargetPriceSchema),
  wholesale_tiers: z.array(z.object({ num: z.number().int(), price: MoneySchema })),
  stock: z.number().int(),
  stock_alarm: z.number().int(),
});
export type EditorSku = z.infer<typeof EditorSkuSchema>;
