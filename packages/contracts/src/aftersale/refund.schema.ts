import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { MoneyInputSchema, MoneySchema } from '../money';

/**
 * Refunds and returns (issue 17). Money is yuan strings, times ms since the epoch. A refund of
 * another member (or, in the console, of another shop) is answered like one that does not exist.
 */

/** refund_type: 1 money only (仅退款), 2 goods returned and money back (退货退款). */
export const REFUND_TYPES = [1, 2] as const;
export const RefundTypeSchema = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]));
export type RefundType = (typeof REFUND_TYPES)[number];

/**
 * refund_status: 1 applied, 2 agreed (waiting for the buyer's return parcel), 3 return sent
 * (waiting for the shop to confirm arrival), 4 waiting for finance to pay by bank, 5 refunded,
 * -1 refused, -2 cancelled by the buyer. 1 to 4 are open: a line has at most one open request.
 */
export const REFUND_STATUS = {
  applied: 1,
  waitReturn: 2,
  returned: 3,
  waitTransfer: 4,
  refunded: 5,
  refused: -1,
  cancelled: -2,
} as const;
export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];

/** Where the money goes back: balance, the credit line (账期), points, or by bank transfer. */
export const REFUND_WAYS = ['balance', 'credit', 'point', 'bank'] as const;
export const RefundWaySchema = z.enum(REFUND_WAYS);
export type RefundWay = z.infer<typeof RefundWaySchema>;

/** Evidence images: paths the member uploaded with `/api/upload/refundimg`. */
export const REFUND_IMAGES_MAX = 5;
const ImagesSchema = z.array(z.string().trim().min(1).max(255)).max(REFUND_IMAGES_MAX).default([]);

/** `/api/orderrefund/refundData` and the console's line reads. */
export const RefundLineBodySchema = bodySchema({ order_goods_id: IdSchema });
export type RefundLineBody = z.input<typeof RefundLineBodySchema>;

/** A refund's goods line as the pages show it. */
export const RefundGoodsSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  order_goods_id: z.number().int(),
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  sku_name: z.string(),
  sku_image: z.string(),
  spec_name: z.string(),
  unit: z.string(),
  /** What the buyer paid per unit (the promotion's price, e.g. a group buy's; issue 25). */
  price: MoneySchema,
  /** Units of the line. */
  num: z.number().int(),
});
export type RefundGoods = z.infer<typeof RefundGoodsSchema>;

/**
 * What a line may still give back: with `refundCap` and these figures the form shows the most a
 * quantity may ask for, exactly as the server checks it.
 */
export const RefundPoolSchema = z.object({
  /** What the line charged for its goods (its 实付, freight apart). */
  total: MoneySchema,
  num: z.number().int(),
  /** Units refunded or under an open request. */
  claimed_num: z.number().int(),
  claimed_money: MoneySchema,
  /**
   * The order's freight a request for the line's last units adds, when they complete a refund of
   * the whole order the shop's `freight_refund` rule lets the freight go back with; else 0.
   */
  freight: MoneySchema,
});
export type RefundPool = z.infer<typeof RefundPoolSchema>;

export const RefundDataSchema = z.object({
  goods: RefundGoodsSchema,
  pool: RefundPoolSchema,
  /** Units that may still be refunded (0: none). */
  refundable_num: z.number().int(),
  /** The kinds the line allows now: a return only once goods of it were shipped. */
  refund_types: z.array(RefundTypeSchema),
  /** The shop's reasons to choose from. */
  reasons: z.array(z.string()),
  /** Where the money will go back (bank: decided by the shop, usually by transfer). */
  refund_way: RefundWaySchema,
  /** A points exchange gives points back instead of money. */
  point: z.number().int(),
  /** The open request of the line, if any (then no new one may be made). */
  open_refund_id: z.number().int().nullable(),
});
export type RefundData = z.infer<typeof RefundDataSchema>;

/** `/api/orderrefund/refund`: the same `idempotency_key` answers the first request again. */
export const RefundApplyBodySchema = bodySchema({
  order_goods_id: IdSchema,
  refund_type: RefundTypeSchema,
  num: z.coerce.number().int().positive().max(999_999),
  refund_money: MoneyInputSchema,
  reason: z.string().trim().min(1).max(100),
  remark: z.string().trim().max(200).default(''),
  images: ImagesSchema,
  idempotency_key: z
    .string()
    .trim()
    .regex(/^[\w-]{8,64}$/),
});
export type RefundApplyBody = z.input<typeof RefundApplyBodySchema>;

/** What the buyer may do with a refund now. */
export const REFUND_BUYER_ACTIONS = ['cancel', 'delivery', 'complain', 'message'] as const;
export const RefundBuyerActionSchema = z.enum(REFUND_BUYER_ACTIONS);
export type RefundBuyerAction = z.infer<typeof RefundBuyerActionSchema>;

/** The after-sales list's tabs: all, open, refunded, refused or cancelled, complained about. */
export const REFUND_TABS = ['all', 'open', 'refunded', 'closed', 'complain'] as const;
export const RefundTabSchema = z.enum(REFUND_TABS);
export type RefundTab = z.infer<typeof RefundTabSchema>;

/** `/api/orderrefund/lists`. */
export const RefundListBodySchema = bodySchema({
  ...pageBodyShape(10, 50),
  tab: RefundTabSchema.default('all'),
  /** Only the refunds of this order (the order detail marks its lines). */
  order_id: IdSchema.optional(),
});
export type RefundListBody = z.input<typeof RefundListBodySchema>;

export const RefundSummarySchema = z.object({
  refund_id: z.number().int(),
  refund_no: z.string(),
  goods: RefundGoodsSchema,
  refund_type: RefundTypeSchema,
  refund_type_name: z.string(),
  refund_status: z.number().int(),
  refund_status_name: z.string(),
  /** Units asked for. */
  num: z.number().int(),
  apply_money: MoneySchema,
  refund_money: MoneySchema,
  refund_point: z.number().int(),
  create_time: z.number().int(),
});
export type RefundSummary = z.infer<typeof RefundSummarySchema>;
export const RefundPageSchema = pageSchema(RefundSummarySchema);
export type RefundPage = z.infer<typeof RefundPageSchema>;

/** One step or message of a refund. actor: buyer, shop, platform or system. */
export const RefundLogSchema = z.object({
  actor: z.enum(['buyer', 'shop', 'platform', 'system']),
  action: z.string(),
  action_name: z.string(),
  message: z.string(),
  images: z.array(z.string()),
  create_time: z.number().int(),
});
export type RefundLog = z.infer<typeof RefundLogSchema>;

/** A complaint to the platform (平台维权). status: 1 waiting, 2 decided, -1 withdrawn. */
export const ComplainSchema = z.object({
  complain_id: z.number().int(),
  status: z.number().int(),
  status_name: z.string(),
  reason: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  /** buyer: the refund goes ahead; shop: the shop's refusal stands; '' while waiting. */
  decision: z.enum(['buyer', 'shop', '']),
  decision_note: z.string(),
  create_time: z.number().int(),
  decide_time: z.number().int().nullable(),
});
export type Complain = z.infer<typeof ComplainSchema>;

export const RefundDetailSchema = RefundSummarySchema.extend({
  reason: z.string(),
  remark: z.string(),
  images: z.array(z.string()),
  refuse_reason: z.string(),
  return_address: z.string(),
  delivery_company: z.string(),
  delivery_no: z.string(),
  refund_way: z.enum([...REFUND_WAYS, '']),
  refund_way_name: z.string(),
  finish_time: z.number().int().nullable(),
  /** Until when the shop must answer an open request before the buyer may complain. */
  shop_deadline: z.number().int().nullable(),
  logs: z.array(RefundLogSchema),
  complain: ComplainSchema.nullable(),
  actions: z.array(RefundBuyerActionSchema),
});
export type RefundDetail = z.infer<typeof RefundDetailSchema>;

export const RefundIdBodySchema = bodySchema({ refund_id: IdSchema });
export type RefundIdBody = z.input<typeof RefundIdBodySchema>;

/** `/api/orderrefund/delivery`: the return parcel the buyer sent. */
export const RefundDeliveryBodySchema = bodySchema({
  refund_id: IdSchema,
  delivery_company: z.string().trim().min(1).max(50),
  delivery_no: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/),
});
export type RefundDeliveryBody = z.input<typeof RefundDeliveryBodySchema>;

/** `/api/orderrefund/message` and the console's: a message in the refund's conversation. */
export const RefundMessageBodySchema = bodySchema({
  refund_id: IdSchema,
  message: z.string().trim().min(1).max(500),
  images: ImagesSchema,
});
export type RefundMessageBody = z.input<typeof RefundMessageBodySchema>;

/** `/api/ordercomplain/complain`: the buyer asks the platform to decide. */
export const ComplainBodySchema = bodySchema({
  refund_id: IdSchema,
  reason: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(500),
  images: ImagesSchema,
});
export type ComplainBody = z.input<typeof ComplainBodySchema>;

/** The refund's state after a write. */
export const RefundStateSchema = z.object({
  refund_id: z.number().int(),
  refund_status: z.number().int(),
});
export type RefundState = z.infer<typeof RefundStateSchema>;
