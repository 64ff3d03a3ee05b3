import { z } from 'zod';
import { bodySchema, IdSchema } from '../common';
import { CART_LINES_MAX, CART_NUM_MAX } from '../cart/cart.schema';
import { AddressSchema } from '../member/address.schema';
import { MoneySchema } from '../money';
import { ConfirmedPricesSchema } from './confirmed-prices';
import { ManjianProgressSchema } from '../promotion/manjian.schema';

/**
 * express 快递, local 同城配送, store 门店自提; virtual: an order of virtual goods (a code verified
 * at a store's desk, issue 17), never chosen by the buyer: a shop's order of virtual goods is one.
 */
export const DELIVERY_TYPES = ['express', 'local', 'store', 'virtual'] as const;
export const DeliveryTypeSchema = z.enum(DELIVERY_TYPES);
export type DeliveryType = z.infer<typeof DeliveryTypeSchema>;

/** Invoice: 1 普通发票, 2 增值税专用发票 (needs the company's bank and registration details). */
export const InvoiceSchema = z.discriminatedUnion('invoice_type', [
  z.object({
    invoice_type: z.literal(1),
    invoice_title: z.string().trim().min(1).max(100),
    /** A person's invoice has no tax number. */
    taxpayer_number: z.string().trim().max(20).default(''),
    invoice_email: z.string().trim().max(100).default(''),
  }),
  z.object({
    invoice_type: z.literal(2),
    invoice_title: z.string().trim().min(1).max(100),
    taxpayer_number: z
      .string()
      .trim()
      .regex(/^[0-9A-Z]{15,20}$/),
    register_address: z.string().trim().min(1).max(120),
    register_phone: z.string().trim().min(1).max(20),
    bank_name: z.string().trim().min(1).max(60),
    bank_account: z
      .string()
      .trim()
      .regex(/^\d{8,30}$/),
  }),
]);
export type Invoice = z.infer<typeof InvoiceSchema>;

/** The choices of one shop's order on the confirmation page. */
export const ShopChoiceSchema = z.object({
  site_id: IdSchema,
  delivery_type: DeliveryTypeSchema.optional(),
  /** 门店自提: the shop's open pickup store chosen (its first open store when left out). */
  store_id: IdSchema.optional(),
  /** A member coupon id, or 0 for none. */
  coupon_id: z.coerce.number().int().min(0).optional(),
  buyer_message: z.string().trim().max(200).default(''),
});
export type ShopChoice = z.input<typeof ShopChoiceSchema>;

/**
 * What an order is made of: checked cart lines (`cart_ids`), or buy-now with `num` of one SKU
 * (`sku_id`), one bundle (`bl_id`), a group buy (`groupbuy_id`) or a topic goods
 * (`topic_goods_id`); plus the buyer's choices.
 */
const orderSourceShape = {
  cart_ids: z.array(IdSchema).min(1).max(CART_LINES_MAX).optional(),
  sku_id: IdSchema.optional(),
  bl_id: IdSchema.optional(),
  /** Buy-now of a group buy 团购 (`sku_id` optional: one SKU of its goods) or a topic goods 专题. */
  groupbuy_id: IdSchema.optional(),
  topic_goods_id: IdSchema.optional(),
  num: z.coerce.number().int().min(1).max(CART_NUM_MAX).optional(),
  address_id: IdSchema.optional(),
  shops: z.array(ShopChoiceSchema).max(50).default([]),
  invoice: InvoiceSchema.nullable().default(null),
};

/** `/api/ordercreate/payment` and `/api/ordercreate/calculate`. */
export const OrderCalculateBodySchema = bodySchema(orderSourceShape);
export type OrderCalculateBody = z.input<typeof OrderCalculateBodySchema>;

/**
 * `/api/ordercreate/create`: the same plus the idempotency key of this checkout and the figures
 * the buyer confirmed. When the server prices the order differently now, create refuses (code -1,
 * 价格已变化，请重新确认订单) with the new confirmation (`OrderConfirm`) in `data`.
 */
export const OrderCreateBodySchema = bodySchema({
  ...orderSourceShape,
  idempotency_key: z.string().regex(/^[A-Za-z0-9-]{16,64}$/),
  confirmed: ConfirmedPricesSchema,
});
export type OrderCreateBody = z.input<typeof OrderCreateBodySchema>;

/** A priced line of the confirmation (becomes one order_goods row). */
export const ConfirmLineSchema = z.object({
  sku_id: z.number().int(),
  goods_id: z.number().int(),
  sku_name: z.string(),
  sku_image: z.string(),
  spec_name: z.string(),
  unit: z.string(),
  num: z.number().int(),
  /** Normal unit price, and the promotional unit price of the discounted units. */
  price: MoneySchema,
  discount_price: MoneySchema,
  /** The kind of promotion, 'exchange' for exchange goods, or empty. */
  promotion_type: z.string(),
  promotion_label: z.string(),
  /** A near-expiry line's (ADR 0029) earliest expiry, YYYY-MM-DD; null otherwise. */
  expiry_date: z.string().nullable(),
  goods_money: MoneySchema,
  /** What the line charges before the full reduction and the coupon. */
  real_goods_money: MoneySchema,
  /** The line's share of the shop's full reduction (满减). */
  manjian_money: MoneySchema,
  bl_id: z.number().int(),
  bl_name: z.string(),
});
export type ConfirmLine = z.infer<typeof ConfirmLineSchema>;

/** A coupon of the member for one shop's order, and whether it can be used on it. */
export const ConfirmCouponSchema = z.object({
  coupon_id: z.number().int(),
  coupon_name: z.string(),
  type: z.enum(['reward', 'discount']),
  money: MoneySchema,
  discount: z.number().int(),
  at_least: MoneySchema,
  /** ms since the epoch. */
  end_time: z.number().int(),
  usable: z.boolean(),
  /** What it takes off this order (0.00 when not usable). */
  coupon_money: MoneySchema,
});
export type ConfirmCoupon = z.infer<typeof ConfirmCouponSchema>;

/** The order of one shop on the confirmation page. */
export const ConfirmShopSchema = z.object({
  site_id: z.number().int(),
  shop_name: z.string(),
  delivery_types: z.array(DeliveryTypeSchema),
  delivery_type: DeliveryTypeSchema,
  /** The pickup store of a 门店自提 order; null for any other delivery type. */
  store_id: z.number().int().nullable(),
  lines: z.array(ConfirmLineSchema),
  coupons: z.array(ConfirmCouponSchema),
  coupon_id: z.number().int(),
  buyer_message: z.string(),
  goods_num: z.number().int(),
  goods_money: MoneySchema,
  promotion_money: MoneySchema,
  /** The shop's running full reduction (满减) and what the order reaches of it; null when none. */
  manjian: ManjianProgressSchema.nullable(),
  manjian_money: MoneySchema,
  coupon_money: MoneySchema,
  delivery_money: MoneySchema,
  /** goods_money - promotion_money - manjian_money - coupon_money + delivery_money. */
  order_money: MoneySchema,
});
export type ConfirmShop = z.infer<typeof ConfirmShopSchema>;

/** The member's means of payment, shown at checkout and on /pay. */
export const PayAccountSchema = z.object({
  balance: MoneySchema,
  credit_limit: MoneySchema,
  credit_available: MoneySchema,
  /** Balance payments ask for the pay password when one is set, else for a confirmation. */
  has_pay_password: z.boolean(),
});
export type PayAccount = z.infer<typeof PayAccountSchema>;

/** `/api/ordercreate/payment|calculate`: the whole confirmation, priced by the server. */
export const OrderConfirmSchema = z.object({
  address: AddressSchema.nullable(),
  shops: z.array(ConfirmShopSchema),
  invoice: InvoiceSchema.nullable(),
  goods_num: z.number().int(),
  goods_money: MoneySchema,
  promotion_money: MoneySchema,
  manjian_money: MoneySchema,
  coupon_money: MoneySchema,
  delivery_money: MoneySchema,
  order_money: MoneySchema,
  account: PayAccountSchema,
});
export type OrderConfirm = z.infer<typeof OrderConfirmSchema>;

/** `/api/ordercreate/create`: the payment to make (one per submit) and the orders it covers. */
export const OrderCreatedSchema = z.object({
  out_trade_no: z.string(),
  order_ids: z.array(z.number().int()),
  pay_money: MoneySchema,
});
export type OrderCreated = z.infer<typeof OrderCreatedSchema>;
