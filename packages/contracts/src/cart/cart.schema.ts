import { z } from 'zod';
import { bodySchema, IdSchema } from '../common';
import { MoneySchema } from '../money';
import { ManjianProgressSchema } from '../promotion/manjian.schema';
import { PromotionKindSchema } from '../promotion/promotion.schema';
import { LadderStepSchema, PriceTierSchema } from '../catalogue/goods-detail.schema';

/** `/api/cart/count`: the member's number of cart lines (0 for a visitor). */
export const CartCountSchema = z.number().int().min(0);
export type CartCount = z.infer<typeof CartCountSchema>;

/** Most units one cart line or order line may hold. */
export const CART_NUM_MAX = 99_999;
/** Most lines a cart holds. */
export const CART_LINES_MAX = 200;

const NumSchema = z.coerce.number().int().min(1).max(CART_NUM_MAX);

/** `/api/cart/add`: a SKU (`sku_id`) or a bundle (`bl_id`); adding again raises the quantity. */
export const CartAddBodySchema = bodySchema({
  site_id: IdSchema.optional(),
  sku_id: IdSchema.optional(),
  bl_id: IdSchema.optional(),
  num: NumSchema,
  /**
   * 1: the SKU's near-expiry stock (近效期专区, ADR 0029), a line of its own beside the fresh
   * stock's line. Only with `sku_id`.
   */
  near_expiry: z.coerce.number().int().min(0).max(1).default(0),
});
export type CartAddBody = z.input<typeof CartAddBodySchema>;

/** `/api/cart/edit`: set a line's quantity. */
export const CartEditBodySchema = bodySchema({ cart_id: IdSchema, num: NumSchema });
export type CartEditBody = z.input<typeof CartEditBodySchema>;

/** One id, an id list, or ids joined by commas ("3,5,8") as the Niushop clients send them. */
export const IdListSchema = z.union([
  z.array(IdSchema).min(1).max(CART_LINES_MAX),
  IdSchema.transform((id) => [id]),
  z
    .string()
    .regex(/^\d+(,\d+){0,199}$/)
    .transform((text) => text.split(',').map(Number)),
]);

/** `/api/cart/delete`: one line or several (batch delete). */
export const CartDeleteBodySchema = bodySchema({ cart_id: IdListSchema });
export type CartDeleteBody = z.input<typeof CartDeleteBodySchema>;

/** An exchange ladder step of a cart line, with the exchange goods' unit. */
export const CartLadderStepSchema = LadderStepSchema.extend({ unit: z.string() });
export type CartLadderStep = z.infer<typeof CartLadderStepSchema>;

/** spec §3 get_free_goods: the exchange goods of an exchange (换购) line. */
export const GetFreeGoodsSchema = z.object({
  is_ladder: z.number().int(),
  getFreeGoods: z.array(
    z.object({
      goods_id: z.number().int(),
      goods: z.object({
        goods_name: z.string(),
        goods_image: z.string(),
        sku_id: z.number().int(),
        price: MoneySchema,
        unit: z.string(),
      }),
      /** Exchange units at the step reached now (0 below the first step). */
      num: z.number().int(),
      /** Exchange money at the step reached now. */
      count: MoneySchema,
      /** Exchange unit price at the step reached now (the first step's price below it). */
      price: MoneySchema,
      unit: z.string(),
      ladder_json: z.array(CartLadderStepSchema),
    }),
  ),
});
export type GetFreeGoods = z.infer<typeof GetFreeGoodsSchema>;

/**
 * A cart line of one SKU (spec §3), priced by the engine on the server. `price` is the normal
 * unit price after the member price, `discount_price` the promotional unit price, `subtotal` what
 * the line charges (exchange goods included), `goods_money` its full price.
 */
export const CartLineSchema = z.object({
  cart_id: z.number().int(),
  site_id: z.number().int(),
  shop_name: z.string(),
  sku_id: z.number().int(),
  goods_id: z.number().int(),
  num: z.number().int(),
  stock: z.number().int(),
  min_buy: z.number().int(),
  /** 0 = no limit. */
  max_buy: z.number().int(),
  price: MoneySchema,
  discount_price: MoneySchema,
  sku_name: z.string(),
  sku_image: z.string(),
  spec_name: z.string(),
  unit: z.string(),
  /** The label text (秒杀, 特价, 阶梯, 组合套餐, 换购) or empty. */
  promotion_label: z.string(),
  promotion_type: z.union([PromotionKindSchema, z.literal('')]),
  /**
   * Set on a near-expiry line (ADR 0029): the earliest expiry of the units it buys, YYYY-MM-DD;
   * null on a line of fresh stock.
   */
  near_expiry_date: z.string().nullable(),
  is_member_discount: z.number().int(),
  is_discount: z.number().int(),
  goods_min: z.number().int(),
  goods_limit: z.number().int(),
  /**
   * The per-buyer limit of the seckill or discount for this goods (0 = none) and the units the
   * member already holds at its price in orders not closed: once they reach the limit, the line
   * is at the full price.
   */
  buyer_limit: z.number().int(),
  buyer_bought: z.number().int(),
  num_multiple: z.number().int(),
  price_json: z.array(PriceTierSchema),
  is_getfree: z.number().int(),
  get_free_goods: GetFreeGoodsSchema.nullable(),
  /** Units at the discount price, and the quantity below which no discount applies (or null). */
  discount_num: z.number().int(),
  below_min: z.number().int().nullable(),
  goods_money: MoneySchema,
  promotion_money: MoneySchema,
  subtotal: MoneySchema,
  /** False when the goods is off sale, out of stock or not for this member; `invalid_reason` says why. */
  valid: z.boolean(),
  invalid_reason: z.string(),
  /** Quantity input bounds (spec §5). */
  num_min: z.number().int(),
  num_step: z.number().int(),
  num_max: z.number().int(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** A goods of a bundle (spec §3 bundlingGoods). */
export const BundlingGoodsSchema = z.object({
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  sku_name: z.string(),
  sku_image: z.string(),
  price: MoneySchema,
  num: z.number().int(),
  unit: z.string(),
  stock: z.number().int(),
});
export type BundlingGoods = z.infer<typeof BundlingGoodsSchema>;

/** A bundle line of the cart (spec §3 bundle line). */
export const BundleCartLineSchema = z.object({
  cart_id: z.number().int(),
  site_id: z.number().int(),
  shop_name: z.string(),
  bl_id: z.number().int(),
  bl_name: z.string(),
  bl_price: MoneySchema,
  num: z.number().int(),
  /** Sets the goods' stock allows. */
  stock: z.number().int(),
  bundlingGoods: z.array(BundlingGoodsSchema),
  goods_money: MoneySchema,
  promotion_money: MoneySchema,
  subtotal: MoneySchema,
  valid: z.boolean(),
  invalid_reason: z.string(),
});
export type BundleCartLine = z.infer<typeof BundleCartLineSchema>;

/** `/api/cart/goodslists`: SKU lines (`data`) and bundle lines (`bundling`). */
export const CartListsSchema = z.object({
  data: z.array(CartLineSchema),
  bundling: z.array(BundleCartLineSchema),
});
export type CartLists = z.infer<typeof CartListsSchema>;

/** `/api/Cart/calculate`: the totals of the checked lines. */
export const CartCalculateBodySchema = bodySchema({
  cart_ids: z.array(IdSchema).max(CART_LINES_MAX).default([]),
});
export type CartCalculateBody = z.input<typeof CartCalculateBodySchema>;

export const CartCalculateSchema = z.object({
  /** Lines counted (valid checked lines) and their units. */
  line_count: z.number().int(),
  goods_num: z.number().int(),
  goods_money: MoneySchema,
  promotion_money: MoneySchema,
  /** The shops' full reductions (满减) reached by the checked lines. */
  manjian_money: MoneySchema,
  /** goods_money - promotion_money - manjian_money (before coupons and delivery). */
  pay_money: MoneySchema,
  lines: z.array(z.object({ cart_id: z.number().int(), subtotal: MoneySchema })),
  /** Per shop with a running full reduction: what the checked lines reach of it. */
  manjian: z.array(ManjianProgressSchema.extend({ site_id: z.number().int() })),
});
export type CartCalculate = z.infer<typeof CartCalculateSchema>;
