import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { CouponTermsSchema } from '../coupon/coupon.schema';
import { AddressSchema } from '../member/address.schema';
import { MoneySchema } from '../money';

export const POINT_GOODS_PAGE_SIZE = 12;
export const POINT_LOG_PAGE_SIZE = 10;
/** Most units of one item exchanged at once. */
export const POINT_EXCHANGE_NUM_MAX = 99;

/** A points mall item: 1 goods (a SKU shipped to the member), 2 a coupon. */
export const POINT_ITEM_TYPE = { goods: 1, coupon: 2 } as const;
export const PointItemTypeSchema = z.union([z.literal(1), z.literal(2)]);
export type PointItemType = z.infer<typeof PointItemTypeSchema>;

/** `/pointexchange/api/goods/page`: items on offer, optionally of one type. */
export const PointGoodsPageBodySchema = bodySchema({
  ...pageBodyShape(POINT_GOODS_PAGE_SIZE, 48),
  type: z.coerce.number().pipe(PointItemTypeSchema).optional(),
});
export type PointGoodsPageBody = z.input<typeof PointGoodsPageBodySchema>;

/** `/pointexchange/api/goods/detail`. */
export const PointGoodsDetailBodySchema = bodySchema({ id: IdSchema });
export type PointGoodsDetailBody = z.input<typeof PointGoodsDetailBodySchema>;

/** The goods of a goods item. `market_price` (money) is sent to members only (spec §6). */
export const PointItemGoodsSchema = z.object({
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  spec_name: z.string(),
  unit: z.string(),
  market_price: MoneySchema.optional(),
});

/**
 * An item of the points mall. `stock_left` is what can still be exchanged (the item's own units
 * and the goods stock or coupons left, whichever is less); null = no cap. `limit_num` caps each
 * member (0 = none); `exchanged` is the caller's own count (members only).
 */
export const PointItemSchema = z.object({
  id: z.number().int(),
  type: PointItemTypeSchema,
  name: z.string(),
  image: z.string(),
  point: z.number().int(),
  stock_left: z.number().int().nullable(),
  sold_num: z.number().int(),
  limit_num: z.number().int(),
  sold_out: z.boolean(),
  goods: PointItemGoodsSchema.nullable(),
  coupon: CouponTermsSchema.nullable(),
  exchanged: z.number().int().optional(),
});
export type PointItem = z.infer<typeof PointItemSchema>;

/** The page, with the caller's points (null for a visitor). */
export const PointGoodsPageSchema = pageSchema(PointItemSchema).extend({
  member_point: z.number().int().nullable(),
});
export type PointGoodsPage = z.infer<typeof PointGoodsPageSchema>;

export const PointGoodsDetailSchema = PointItemSchema.extend({
  member_point: z.number().int().nullable(),
});
export type PointGoodsDetail = z.infer<typeof PointGoodsDetailSchema>;

const exchangeShape = {
  id: IdSchema,
  num: z.coerce.number().int().min(1).max(POINT_EXCHANGE_NUM_MAX).default(1),
  address_id: IdSchema.optional(),
};

/** `/pointexchange/api/ordercreate/payment`: the confirmation of an exchange. */
export const PointPaymentBodySchema = bodySchema(exchangeShape);
export type PointPaymentBody = z.input<typeof PointPaymentBodySchema>;

/**
 * The confirmation: the points needed against the member's, the address (goods only; the
 * default one unless `address_id` was sent) and whether the exchange can go ahead (`reason` says
 * why not, in the request's language).
 */
export const PointPaymentSchema = z.object({
  item: PointItemSchema,
  num: z.number().int(),
  point_total: z.number().int(),
  member_point: z.number().int(),
  /** member_point - point_total; negative when the points are short. */
  point_left: z.number().int(),
  address_required: z.boolean(),
  address: AddressSchema.nullable(),
  can_exchange: z.boolean(),
  reason: z.string().nullable(),
});
export type PointPayment = z.infer<typeof PointPaymentSchema>;

/** `/pointexchange/api/ordercreate/create`: the exchange, with the idempotency key of this page. */
export const PointCreateBodySchema = bodySchema({
  ...exchangeShape,
  buyer_message: z.string().trim().max(200).default(''),
  idempotency_key: z.string().regex(/^[A-Za-z0-9-]{16,64}$/),
});
export type PointCreateBody = z.input<typeof PointCreateBodySchema>;

/** The order of a goods exchange or the coupons of a coupon exchange; points spent and left. */
export const PointCreatedSchema = z.object({
  order_id: z.number().int().nullable(),
  coupon_ids: z.array(z.number().int()),
  point: z.number().int(),
  point_left: z.number().int(),
});
export type PointCreated = z.infer<typeof PointCreatedSchema>;

/** Why the points changed. */
export const PointReasonSchema = z.enum(['exchange', 'refund', 'grant', 'signin']);
export type PointReason = z.infer<typeof PointReasonSchema>;

/** `/api/memberaccount/pointpage`: the member's points ledger, newest first. */
export const PointLogPageBodySchema = bodySchema(pageBodyShape(POINT_LOG_PAGE_SIZE, 50));
export type PointLogPageBody = z.input<typeof PointLogPageBodySchema>;

export const PointLogSchema = z.object({
  id: z.number().int(),
  /** Signed: + gained, - spent. */
  change: z.number().int(),
  point_after: z.number().int(),
  reason: PointReasonSchema,
  /** The exchanged item's name, or the grant's note. */
  remark: z.string(),
  order_id: z.number().int().nullable(),
  /** ms since the epoch. */
  create_time: z.number().int(),
});
export type PointLog = z.infer<typeof PointLogSchema>;

export const PointLogPageSchema = pageSchema(PointLogSchema).extend({ point: z.number().int() });
export type PointLogPage = z.infer<typeof PointLogPageSchema>;
