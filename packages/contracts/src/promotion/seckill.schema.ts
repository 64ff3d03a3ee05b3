import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { MoneySchema } from '../money';
import { SaleControlSchema } from '../catalogue/sale-control.schema';

export const SECKILL_DEFAULT_PAGE_SIZE = 10;
export const SECKILL_MAX_PAGE_SIZE = 40;

const DAY_MS = 86_400_000;
/** The shop's day is Asia/Shanghai: UTC+8 all year (no daylight saving). */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** Midnight (Asia/Shanghai) of the shop's day holding `ms`, in ms since the epoch. */
export const shanghaiDayStart = (ms: number) =>
  Math.floor((ms + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS;

/** Where a time window stands at `nowMs`. */
export const SeckillTimeStatusSchema = z.enum(['ended', 'running', 'upcoming']);
export type SeckillTimeStatus = z.infer<typeof SeckillTimeStatusSchema>;

export function seckillTimeStatus(startMs: number, endMs: number, nowMs: number) {
  if (nowMs < startMs) return 'upcoming' as const;
  return nowMs < endMs ? ('running' as const) : ('ended' as const);
}

/** `/seckill/api/seckill/lists`: today's slots (秒杀场次). */
export const SeckillTimesBodySchema = bodySchema({});
export type SeckillTimesBody = z.input<typeof SeckillTimesBodySchema>;

/** A daily slot: seconds after midnight and today's occurrence in ms (Asia/Shanghai). */
export const SeckillTimeSchema = z.object({
  id: z.number().int(),
  name: z.string().max(40),
  seckill_start_time: z.number().int(),
  seckill_end_time: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  status: SeckillTimeStatusSchema,
});
export type SeckillTime = z.infer<typeof SeckillTimeSchema>;

export const SeckillTimesSchema = z.object({
  /** The server's clock, so the page's countdowns do not depend on the buyer's. */
  now: z.number().int(),
  list: z.array(SeckillTimeSchema),
});
export type SeckillTimes = z.infer<typeof SeckillTimesSchema>;

/** `/seckill/api/seckillgoods/page`: the goods of one slot today. */
export const SeckillGoodsPageBodySchema = bodySchema({
  seckill_time_id: IdSchema,
  ...pageBodyShape(SECKILL_DEFAULT_PAGE_SIZE, SECKILL_MAX_PAGE_SIZE),
});
export type SeckillGoodsPageBody = z.input<typeof SeckillGoodsPageBodySchema>;

/**
 * A seckill goods (`id` is the promotion_goods id). Facts are public; `price` (the buyer's full
 * price) and `seckill_price` are sent only to members allowed to see prices (spec §6).
 */
export const SeckillGoodsSchema = z.object({
  id: z.number().int(),
  promotion_id: z.number().int(),
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  goods_name: z.string().max(120),
  sku_name: z.string().max(160),
  image: z.string().max(500),
  unit: z.string().max(10),
  attr_specs: z.string().max(100),
  attr_factory: z.string().max(100),
  attr_validity: z.string().max(50),
  site_id: z.number().int(),
  shop_name: z.string().max(60),
  /** Units set aside for the seckill, and sold of them. */
  stock: z.number().int(),
  sold_num: z.number().int(),
  /** Sold / stock in whole percent (0-100). */
  progress: z.number().int().min(0).max(100),
  goods_min: z.number().int(),
  /** Per-buyer limit at the seckill price; 0 = none. */
  goods_limit: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  price: MoneySchema.optional(),
  seckill_price: MoneySchema.optional(),
  /** Members only: whether sale control lets this member see the price and buy. */
  sale_control: SaleControlSchema.optional(),
});
export type SeckillGoods = z.infer<typeof SeckillGoodsSchema>;

export const SeckillGoodsPageSchema = pageSchema(SeckillGoodsSchema);
export type SeckillGoodsPage = z.infer<typeof SeckillGoodsPageSchema>;

/** `/seckill/api/seckillgoods/info`: one seckill goods. */
export const SeckillGoodsInfoBodySchema = bodySchema({ id: IdSchema });
export type SeckillGoodsInfoBody = z.input<typeof SeckillGoodsInfoBodySchema>;

export const SeckillGoodsStatusSchema = z.enum(['not_started', 'running', 'ended', 'sold_out']);
export type SeckillGoodsStatus = z.infer<typeof SeckillGoodsStatusSchema>;

export const SeckillGoodsInfoSchema = SeckillGoodsSchema.extend({
  images: z.array(z.string().max(500)),
  approval_number: z.string().max(50),
  /** Goods stock a buyer can take now (units of the SKU). */
  goods_stock: z.number().int(),
  /** Seckill units left: stock - sold_num. */
  left_num: z.number().int(),
  status: SeckillGoodsStatusSchema,
  /** Server clock at the answer (ms), for the countdown. */
  now: z.number().int(),
  /** Units this member already bought at the seckill price (members only). */
  promotion_bought: z.number().int().optional(),
  /** How many more units this member may buy at the seckill price (members only). */
  promotion_left: z.number().int().optional(),
});
export type SeckillGoodsInfo = z.infer<typeof SeckillGoodsInfoSchema>;
