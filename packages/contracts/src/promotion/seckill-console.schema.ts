import { z } from 'zod';
import { bodySchema, EmptyBodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { MoneyInputSchema, MoneySchema } from '../money';

/*
 * Seckill in the console (issue 27, ADR 0030): the mall's daily slots (秒杀场次) and the shop's
 * seckills, each one slot on one day with its goods, seckill price, units set aside, per-member
 * limit and order. Saving refuses what the cart could not price unambiguously: a price not below
 * the SKU's, the same SKU twice, or the same SKU in another seckill whose window overlaps (named).
 */

/** A promotion's stage as the console shows it (ADR 0030). */
export const PROMOTION_STATES = ['draft', 'scheduled', 'running', 'ended', 'closed'] as const;
export const PromotionStateSchema = z.enum(PROMOTION_STATES);
export type PromotionState = z.infer<typeof PromotionStateSchema>;

/** A time of day, "HH:mm" from 00:00 to 24:00 (a slot may end at midnight). */
export const TimeOfDaySchema = z
  .string()
  .trim()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/);

/** A day of the shop's calendar (Asia/Shanghai), "YYYY-MM-DD". */
export const ShopDaySchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/);

/** One daily slot as the console lists it. */
export const ConsoleSeckillTimeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  sort: z.number().int(),
});
export type ConsoleSeckillTime = z.infer<typeof ConsoleSeckillTimeSchema>;

export const ConsoleSeckillTimeListBodySchema = EmptyBodySchema;
export const ConsoleSeckillTimeListSchema = z.object({ list: z.array(ConsoleSeckillTimeSchema) });

const seckillTimeFields = {
  name: z.string().trim().min(1).max(20),
  name_en: z.string().trim().max(40).default(''),
  start_time: TimeOfDaySchema,
  end_time: TimeOfDaySchema,
  sort: z.number().int().min(0).max(9999).default(0),
};
export const SeckillTimeAddBodySchema = bodySchema(seckillTimeFields);
export const SeckillTimeEditBodySchema = bodySchema({ id: IdSchema, ...seckillTimeFields });
export const SeckillTimeIdBodySchema = bodySchema({ id: IdSchema });

/** The shop's seckills, newest window first; `state` and `keyword` (name) narrow the list. */
export const ConsoleSeckillListBodySchema = bodySchema({
  state: PromotionStateSchema.optional(),
  keyword: z.string().trim().max(60).default(''),
  ...pageBodyShape(10),
});

/** One seckill in the console's list. */
export const ConsoleSeckillSchema = z.object({
  promotion_id: z.number().int(),
  name: z.string(),
  day: z.string(),
  time_id: z.number().int(),
  time_name: z.string(),
  /** The window in ms since the epoch. */
  start_time: z.number().int(),
  end_time: z.number().int(),
  state: PromotionStateSchema,
  goods_count: z.number().int(),
  sold_num: z.number().int(),
});
export type ConsoleSeckill = z.infer<typeof ConsoleSeckillSchema>;
export const ConsoleSeckillPageSchema = pageSchema(ConsoleSeckillSchema);

/** A goods of a seckill with its SKU's own price and stock beside the seckill's terms. */
export const ConsoleSeckillGoodsSchema = z.object({
  sku_id: z.number().int(),
  goods_id: z.number().int(),
  sku_name: z.string(),
  sku_image: z.string(),
  price: MoneySchema,
  stock: z.number().int(),
  seckill_price: MoneySchema,
  seckill_stock: z.number().int(),
  sold_num: z.number().int(),
  limit: z.number().int(),
  sort: z.number().int(),
});
export type ConsoleSeckillGoods = z.infer<typeof ConsoleSeckillGoodsSchema>;

export const ConsoleSeckillDetailSchema = ConsoleSeckillSchema.extend({
  goods: z.array(ConsoleSeckillGoodsSchema),
});
export type ConsoleSeckillDetail = z.infer<typeof ConsoleSeckillDetailSchema>;

/** A goods as the console saves it: 0 units set aside = no cap but the stock; limit 0 = none. */
export const SeckillGoodsInputSchema = z.object({
  sku_id: IdSchema,
  seckill_price: MoneyInputSchema,
  seckill_stock: z.number().int().min(0).max(9_999_999),
  limit: z.number().int().min(0).max(9_999_999).default(0),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type SeckillGoodsInput = z.input<typeof SeckillGoodsInputSchema>;

const seckillFields = {
  name: z.string().trim().min(1).max(60),
  day: ShopDaySchema,
  time_id: IdSchema,
  goods: z.array(SeckillGoodsInputSchema).min(1).max(100),
  /** false keeps it a draft the storefront does not see. */
  publish: z.boolean().default(true),
};
export const SeckillAddBodySchema = bodySchema(seckillFields);
export type SeckillAddBody = z.input<typeof SeckillAddBodySchema>;
export const SeckillEditBodySchema = bodySchema({ promotion_id: IdSchema, ...seckillFields });
export type SeckillEditBody = z.input<typeof SeckillEditBodySchema>;
export const SeckillIdBodySchema = bodySchema({ promotion_id: IdSchema });
