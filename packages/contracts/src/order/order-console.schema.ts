import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { PickupStoreSchema } from '../catalogue/pickup-store.schema';
import { MoneySchema } from '../money';
import { BatchNoSchema, ExpiryDateSchema } from './annex.schema';
import { ExpressCompanySchema } from './express';
import { DeliveryTypeSchema, InvoiceSchema } from './order-create.schema';
import { OrderGoodsSchema, PayTypeSchema } from './order.schema';
import { OrderPackageSchema } from './package.schema';

/**
 * The staff console's orders (issue 15). Money is yuan strings, times ms since the epoch. An
 * order of another shop than the staff account's is answered like one that does not exist.
 */

/**
 * The console's order states: `reviewing` is an order waiting payment whose transfer voucher
 * waits for staff (待确认收款); `waitpay` leaves those out.
 */
export const CONSOLE_ORDER_STATES = [
  'all',
  'waitpay',
  'reviewing',
  'waitsend',
  'waitconfirm',
  'completed',
  'closed',
] as const;
export const ConsoleOrderStateSchema = z.enum(CONSOLE_ORDER_STATES);
export type ConsoleOrderState = z.infer<typeof ConsoleOrderStateSchema>;

/** A calendar day, YYYY-MM-DD, read in China time (UTC+8). */
export const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const CONSOLE_ORDER_SORTS = ['create_time', 'order_money'] as const;

/** `/staff/api/order/lists`. `site_id` is honoured for platform accounts only. */
export const ConsoleOrderListBodySchema = bodySchema({
  ...pageBodyShape(20, 100),
  status: ConsoleOrderStateSchema.default('all'),
  start_date: DaySchema.optional(),
  end_date: DaySchema.optional(),
  /** Part of the buyer's username, mobile or nickname. */
  buyer: z.string().trim().max(50).optional(),
  /** Part of the order number. */
  order_no: z.string().trim().max(32).optional(),
  pay_type: PayTypeSchema.optional(),
  delivery_type: DeliveryTypeSchema.optional(),
  site_id: IdSchema.optional(),
  sort: z.enum(CONSOLE_ORDER_SORTS).default('create_time'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ConsoleOrderListBody = z.input<typeof ConsoleOrderListBodySchema>;

export const ConsoleOrderRowSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  out_trade_no: z.string(),
  site_id: z.number().int(),
  shop_name: z.string(),
  member_id: z.number().int(),
  buyer_username: z.string(),
  buyer_nickname: z.string(),
  buyer_mobile: z.string(),
  order_money: MoneySchema,
  order_status: z.number().int(),
  /** The console state (`reviewing` for a voucher waiting review). */
  state: ConsoleOrderStateSchema,
  state_name: z.string(),
  pay_type: z.string(),
  pay_type_name: z.string(),
  delivery_type: DeliveryTypeSchema,
  delivery_type_name: z.string(),
  create_time: z.number().int(),
  pay_time: z.number().int().nullable(),
});
export type ConsoleOrderRow = z.infer<typeof ConsoleOrderRowSchema>;

export const ConsoleOrderPageSchema = pageSchema(ConsoleOrderRowSchema);
export type ConsoleOrderPage = z.infer<typeof ConsoleOrderPageSchema>;

export const ConsoleOrderIdBodySchema = bodySchema({ order_id: IdSchema });
export type ConsoleOrderIdBody = z.input<typeof ConsoleOrderIdBodySchema>;

/** The payment an order is under now. status: 0 waiting, 1 paid, 2 voucher waiting review, -1. */
export const ConsolePaymentSchema = z.object({
  out_trade_no: z.string(),
  status: z.number().int(),
  pay_type: z.string(),
  pay_money: MoneySchema,
  /** The transfer voucher image ('' when none). */
  voucher: z.string(),
  voucher_time: z.number().int().nullable(),
  voucher_reject_reason: z.string(),
  pay_time: z.number().int().nullable(),
  /** Order numbers of all the payment's orders (one transfer may pay orders of several shops). */
  order_nos: z.array(z.string()),
});
export type ConsolePayment = z.infer<typeof ConsolePaymentSchema>;

/** An order line with how many units already shipped. */
export const ConsoleOrderGoodsSchema = OrderGoodsSchema.extend({
  delivery_num: z.number().int(),
  /** A medicine ships with its batch number and expiry date (issue 17). */
  is_medicinal: z.boolean(),
});

/** `/staff/api/order/detail`. */
export const ConsoleOrderDetailSchema = ConsoleOrderRowSchema.extend({
  order_name: z.string(),
  order_type: z.string(),
  goods: z.array(ConsoleOrderGoodsSchema),
  goods_money: MoneySchema,
  promotion_money: MoneySchema,
  manjian_money: MoneySchema,
  coupon_money: MoneySchema,
  delivery_money: MoneySchema,
  payment: ConsolePaymentSchema.nullable(),
  packages: z.array(OrderPackageSchema),
  logs: z.array(
    z.object({
      action: z.string(),
      action_name: z.string(),
      order_status: z.number().int(),
      remark: z.string(),
      create_time: z.number().int(),
    }),
  ),
  buyer_message: z.string(),
  name: z.string(),
  mobile: z.string(),
  full_address: z.string(),
  address: z.string(),
  invoice: InvoiceSchema.nullable(),
  close_reason: z.string(),
  close_time: z.number().int().nullable(),
  /** For a pickup order: whether its pickup code exists (the code itself is the buyer's). */
  has_pickup_code: z.boolean(),
  /** When the shop's ERP took the order (已被ERP接单, issue 26), null until then. */
  erp_taken_time: z.number().int().nullable(),
});
export type ConsoleOrderDetail = z.infer<typeof ConsoleOrderDetailSchema>;

/** Why a voucher is rejected, shown to the buyer (1-200 characters). */
export const ReasonSchema = z.string().trim().min(1).max(200);

export const ConsoleRejectVoucherBodySchema = bodySchema({
  order_id: IdSchema,
  reason: ReasonSchema,
});
export type ConsoleRejectVoucherBody = z.input<typeof ConsoleRejectVoucherBodySchema>;

/** The answer of a voucher review: the payment and its orders' ids. */
export const VoucherReviewResultSchema = z.object({
  out_trade_no: z.string(),
  status: z.number().int(),
  order_ids: z.array(z.number().int()),
});
export type VoucherReviewResult = z.infer<typeof VoucherReviewResultSchema>;

/**
 * A line to put in a package, how many of it and from which batch (issue 17). A medicine's line
 * needs its batch number and expiry date; units of one line from two batches are two entries.
 */
export const ShipLineSchema = z.object({
  order_goods_id: IdSchema,
  num: z.coerce.number().int().min(1).max(1_000_000),
  batch_no: BatchNoSchema.optional(),
  expiry_date: ExpiryDateSchema.optional(),
});

/**
 * `/staff/api/order/ship`. An express order: `express_company` and `express_no`; a local
 * delivery: `courier_name` and `courier_mobile`. `goods` are the lines the package holds; left
 * out, everything not shipped yet (only when no medicine is left, whose batch must be given).
 * Shipping the same tracking number of the order again answers the package already made.
 */
export const ConsoleShipBodySchema = bodySchema({
  order_id: IdSchema,
  express_company: ExpressCompanySchema.optional(),
  express_no: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/)
    .optional(),
  courier_name: z.string().trim().min(1).max(30).optional(),
  courier_mobile: z
    .string()
    .trim()
    .regex(/^1\d{10}$/)
    .optional(),
  goods: z.array(ShipLineSchema).min(1).max(200).optional(),
});
export type ConsoleShipBody = z.input<typeof ConsoleShipBodySchema>;

export const ShipResultSchema = z.object({
  package_id: z.number().int(),
  order_status: z.number().int(),
});
export type ShipResult = z.infer<typeof ShipResultSchema>;

/** `/staff/api/order/pickup`: the buyer's pickup code hands a pickup order over. */
export const ConsolePickupBodySchema = bodySchema({
  order_id: IdSchema,
  pickup_code: z
    .string()
    .trim()
    .regex(/^\d{6,12}$/),
});
export type ConsolePickupBody = z.input<typeof ConsolePickupBodySchema>;

/** `/staff/api/order/close`: closes an order waiting payment, with the reason. */
export const ConsoleCloseBodySchema = bodySchema({ order_id: IdSchema, reason: ReasonSchema });
export type ConsoleCloseBody = z.input<typeof ConsoleCloseBodySchema>;

/** `/staff/api/order/picking`: one or several orders. */
export const ConsolePickingBodySchema = bodySchema({
  order_ids: z.array(IdSchema).min(1).max(50),
});
export type ConsolePickingBody = z.input<typeof ConsolePickingBodySchema>;

export const PickingOrderSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  shop_name: z.string(),
  create_time: z.number().int(),
  delivery_type: DeliveryTypeSchema,
  delivery_type_name: z.string(),
  name: z.string(),
  mobile: z.string(),
  full_address: z.string(),
  address: z.string(),
  /** The store a 门店自提 order is collected at (its address goes on the list); else null. */
  store: PickupStoreSchema.nullable(),
  buyer_message: z.string(),
  lines: z.array(
    z.object({
      order_goods_id: z.number().int(),
      sku_name: z.string(),
      spec_name: z.string(),
      manufacturer: z.string(),
      approval_number: z.string(),
      unit: z.string(),
      num: z.number().int(),
      delivery_num: z.number().int(),
      /** Units still to ship. */
      remaining: z.number().int(),
      /** A near-expiry line's earliest expiry (ADR 0029): pick from those batches; else null. */
      expiry_date: z.string().nullable(),
    }),
  ),
});
export type PickingOrder = z.infer<typeof PickingOrderSchema>;
export const PickingListSchema = z.array(PickingOrderSchema);

/** `/staff/api/order/waitingcounts`: the dashboard's order figures, of the staff's shop(s). */
export const OrderWaitingCountsSchema = z.object({
  vouchers_waiting: z.number().int(),
  orders_to_ship: z.number().int(),
  today_orders: z.number().int(),
  /** Money of the orders paid today (China time). */
  today_sales: MoneySchema,
});
export type OrderWaitingCounts = z.infer<typeof OrderWaitingCountsSchema>;
