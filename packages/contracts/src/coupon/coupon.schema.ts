import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { MoneySchema } from '../money';

export const COUPON_CENTRE_PAGE_SIZE = 12;
export const MEMBER_COUPON_PAGE_SIZE = 10;
/** Scope names a coupon answer carries at most; `scope_count` says how many there are. */
export const COUPON_SCOPE_NAMES_LIMIT = 5;

/** reward: a fixed amount off (满减券); discount: a percentage paid (折扣券). */
export const CouponKindSchema = z.enum(['reward', 'discount']);
export type CouponKind = z.infer<typeof CouponKindSchema>;

/** 1 all goods of the shop, 2 the listed goods, 3 the listed categories and their sub-categories. */
export const CouponGoodsTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** A member coupon's state: 1 unused, 2 used, 3 expired (an unused one past its end counts as 3). */
export const CouponStateSchema = z.coerce.number().int().min(1).max(3);
export type CouponState = 1 | 2 | 3;

/** What a coupon gives and where it applies, shared by the centre's and the member's coupons. */
export const CouponTermsSchema = z.object({
  coupon_type_id: z.number().int(),
  coupon_name: z.string(),
  site_id: z.number().int(),
  shop_name: z.string(),
  type: CouponKindSchema,
  /** Amount off of a reward coupon. */
  money: MoneySchema,
  /** 折 of a discount coupon: 9.5 = pay 95 %. */
  discount: z.number(),
  /** Most a discount coupon takes off; "0.00" = no cap. */
  discount_limit: MoneySchema,
  /** Goods money the coupon needs (满x可用); "0.00" = none. */
  at_least: MoneySchema,
  goods_type: CouponGoodsTypeSchema,
  /** Names of the listed goods or categories (the first few), empty for the whole shop. */
  scope_names: z.array(z.string()),
  scope_count: z.number().int(),
});
export type CouponTerms = z.infer<typeof CouponTermsSchema>;

/** `/coupon/api/coupon/typepagelists`: coupons on offer, optionally of one shop. */
export const CouponTypePageBodySchema = bodySchema({
  ...pageBodyShape(COUPON_CENTRE_PAGE_SIZE, 48),
  site_id: IdSchema.optional(),
});
export type CouponTypePageBody = z.input<typeof CouponTypePageBodySchema>;

/**
 * A coupon type on offer. Validity: a window (`validity_type` 0, `start_time`..`end_time`, ms) or
 * `fixed_term` days from receipt (1). `held` and `can_receive` are sent to members only.
 */
export const CouponTypeSchema = CouponTermsSchema.extend({
  validity_type: z.union([z.literal(0), z.literal(1)]),
  fixed_term: z.number().int(),
  start_time: z.number().int().nullable(),
  end_time: z.number().int().nullable(),
  /** Total to hand out; 0 = unlimited. */
  count: z.number().int(),
  lead_count: z.number().int(),
  /** Left to take; null when unlimited. */
  remaining: z.number().int().nullable(),
  /** Percent taken, 0-100 (0 when unlimited). */
  taken_percent: z.number().int(),
  /** Per-member limit; 0 = none. */
  max_fetch: z.number().int(),
  all_taken: z.boolean(),
  held: z.number().int().optional(),
  can_receive: z.boolean().optional(),
});
export type CouponType = z.infer<typeof CouponTypeSchema>;

export const CouponTypePageSchema = pageSchema(CouponTypeSchema);
export type CouponTypePage = z.infer<typeof CouponTypePageSchema>;

/** `/coupon/api/coupon/receive`: take one coupon of a type in the coupon centre. */
export const CouponReceiveBodySchema = bodySchema({ coupon_type_id: IdSchema });
export type CouponReceiveBody = z.input<typeof CouponReceiveBodySchema>;

/** A coupon the member holds. Times are ms since the epoch. */
export const MemberCouponSchema = CouponTermsSchema.extend({
  coupon_id: z.number().int(),
  state: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  start_time: z.number().int(),
  end_time: z.number().int(),
  /** When the member took it. */
  fetch_time: z.number().int(),
  /** 1 handed out by the shop, 2 coupon centre, 3 points. */
  get_type: z.number().int(),
  use_time: z.number().int().nullable(),
  order_id: z.number().int().nullable(),
  order_no: z.string().nullable(),
});
export type MemberCoupon = z.infer<typeof MemberCouponSchema>;

/** `/coupon/api/coupon/memberpage`: the member's coupons of one state, newest first. */
export const MemberCouponPageBodySchema = bodySchema({
  ...pageBodyShape(MEMBER_COUPON_PAGE_SIZE, 50),
  state: CouponStateSchema.default(1),
});
export type MemberCouponPageBody = z.input<typeof MemberCouponPageBodySchema>;

/** How many coupons the member has per state (the tab counts of 我的优惠券). */
export const CouponStateCountSchema = z.object({
  unused: z.number().int(),
  used: z.number().int(),
  expired: z.number().int(),
});
export type CouponStateCount = z.infer<typeof CouponStateCountSchema>;

export const MemberCouponPageSchema = pageSchema(MemberCouponSchema).extend({
  state_count: CouponStateCountSchema,
});
export type MemberCouponPage = z.infer<typeof MemberCouponPageSchema>;

/** `/coupon/api/coupon/num`: data is the number of coupons usable now (unused, in validity). */
export const CouponNumSchema = z.number().int();
