import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { IdListSchema } from '../cart/cart.schema';
import { PickupStoreSchema } from '../catalogue/pickup-store.schema';
import { MoneySchema } from '../money';
import { DeliveryTypeSchema, InvoiceSchema } from './order-create.schema';

/** order_status: 0 waiting payment, 1 waiting delivery, 3 waiting receipt, 10 completed, -1 closed. */
export const ORDER_STATUS = {
  waitPay: 0,
  waitSend: 1,
  waitConfirm: 3,
  completed: 10,
  closed: -1,
} as const;

/** The order list tabs: all, waiting payment, delivery, receipt, evaluation. */
export const ORDER_LIST_TABS = ['all', 'waitpay', 'waitsend', 'waitconfirm', 'waitrate'] as const;
export const OrderListTabSchema = z.enum(ORDER_LIST_TABS);
export type OrderListTab = z.infer<typeof OrderListTabSchema>;

export const PAY_TYPES = ['balance', 'offline', 'credit'] as const;
export const PayTypeSchema = z.enum(PAY_TYPES);
export type PayType = z.infer<typeof PayTypeSchema>;

/** `/api/order/lists`. */
export const OrderListBodySchema = bodySchema({
  ...pageBodyShape(10, 50),
  order_status: OrderListTabSchema.default('all'),
});
export type OrderListBody = z.input<typeof OrderListBodySchema>;

/** A goods line of an order (spec §3 order_goods). */
export const OrderGoodsSchema = z.object({
  order_goods_id: z.number().int(),
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  sku_name: z.string(),
  sku_image: z.string(),
  spec_name: z.string(),
  unit: z.string(),
  num: z.number().int(),
  /** The normal unit price. */
  price: MoneySchema,
  /**
   * The unit price the line's promotion charged (group buy, topic, seckill, discount, tier; a
   * bundle's share per unit); `price` without a promotion.
   */
  discount_price: MoneySchema,
  goods_money: MoneySchema,
  real_goods_money: MoneySchema,
  /** The line's share of the order's full reduction (满减). */
  manjian_money: MoneySchema,
  /**
   * 实付: what the buyer paid for the line's goods, real_goods_money less its coupon and 满减
   * shares; the most its refunds give back, freight apart (ADR 0016).
   */
  pay_money: MoneySchema,
  promotion_type: z.string(),
  /** A near-expiry line's (promotion_type near_expiry, ADR 0029) earliest expiry; null otherwise. */
  expiry_date: z.string().nullable(),
  bl_id: z.number().int(),
  /** Units refunded so far (issue 17). */
  refund_num: z.number().int(),
});
export type OrderGoods = z.infer<typeof OrderGoodsSchema>;

/** goods: bought with money; point: exchanged for points in the points mall (no money). */
export const ORDER_TYPES = ['goods', 'point'] as const;
export const OrderTypeSchema = z.enum(ORDER_TYPES);
export type OrderType = z.infer<typeof OrderTypeSchema>;

/** What the buyer may do with the order now. */
export const ORDER_ACTIONS = [
  'pay',
  'close',
  'takedelivery',
  'rebuy',
  'evaluate',
  /** A completed order evaluated once: its follow-up (追评, issue 17). */
  'evaluate_again',
  'logistics',
] as const;
export const OrderActionSchema = z.enum(ORDER_ACTIONS);
export type OrderAction = z.infer<typeof OrderActionSchema>;

/** An order in the list (spec §3 order summary). Times are ms since the epoch. */
export const OrderSummarySchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  out_trade_no: z.string(),
  site_id: z.number().int(),
  shop_name: z.string(),
  order_name: z.string(),
  order_status: z.number().int(),
  order_status_name: z.string(),
  /**
   * Waiting payment while its transfer voucher waits for staff review (issue 15: 待确认收款): it
   * can then be neither paid nor closed.
   */
  pay_reviewing: z.boolean(),
  /** Why staff rejected the last transfer voucher ('' when not rejected); the buyer may pay again. */
  voucher_reject_reason: z.string(),
  order_type: OrderTypeSchema,
  /** Points spent on a points-exchange order (0 for a goods order). */
  point: z.number().int(),
  order_money: MoneySchema,
  /** The full reduction (满减) taken off the order. */
  manjian_money: MoneySchema,
  delivery_money: MoneySchema,
  delivery_type: DeliveryTypeSchema,
  delivery_type_name: z.string(),
  pay_type: z.string(),
  pay_type_name: z.string(),
  goods_num: z.number().int(),
  create_time: z.number().int(),
  /**
   * When the order, still waiting payment, closes by itself (ms since the epoch); null for any
   * other status and, in the detail, while its transfer voucher waits for review.
   */
  pay_deadline: z.number().int().nullable(),
  order_goods: z.array(OrderGoodsSchema),
  actions: z.array(OrderActionSchema),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderPageSchema = pageSchema(OrderSummarySchema);
export type OrderPage = z.infer<typeof OrderPageSchema>;

export const OrderIdBodySchema = bodySchema({ order_id: IdSchema });
export type OrderIdBody = z.input<typeof OrderIdBodySchema>;

/** A pickup order's code and whether it was verified at the store (issue 17). */
export const OrderVerifySchema = z.object({
  code: z.string(),
  is_verified: z.boolean(),
  verify_time: z.number().int().nullable(),
});
export type OrderVerify = z.infer<typeof OrderVerifySchema>;

/** `/api/order/detail`: the summary with address, invoice, breakdown and timeline. */
/**
 * A batch of an order line as shipped (issue 26 "Orders back"): its number, expiry date, units
 * and the drug traceability codes (国家药品追溯码) of its boxes.
 */
export const OrderLineBatchSchema = z.object({
  order_goods_id: z.number().int(),
  package_id: z.number().int(),
  batch_no: z.string(),
  expiry_date: z.string(),
  num: z.number().int(),
  traceability_codes: z.array(z.string()),
});
export type OrderLineBatch = z.infer<typeof OrderLineBatchSchema>;

/** An invoice issued for the order (issue 26); `url` downloads its PDF with the buyer's session. */
export const OrderInvoiceFileSchema = z.object({
  invoice_id: z.number().int(),
  invoice_no: z.string(),
  invoice_date: z.string(),
  amount: MoneySchema,
  url: z.string(),
});
export type OrderInvoiceFile = z.infer<typeof OrderInvoiceFileSchema>;

export const OrderDetailSchema = OrderSummarySchema.extend({
  name: z.string(),
  mobile: z.string(),
  full_address: z.string(),
  address: z.string(),
  invoice: InvoiceSchema.nullable(),
  buyer_message: z.string(),
  goods_money: MoneySchema,
  promotion_money: MoneySchema,
  coupon_money: MoneySchema,
  pay_time: z.number().int().nullable(),
  close_time: z.number().int().nullable(),
  /** Why the order was closed, when staff closed it with a reason. */
  close_reason: z.string(),
  /** The code to show at the pickup point (a paid pickup order not yet handed over), else ''. */
  pickup_code: z.string(),
  /** The pickup store of a 门店自提 order (issue 17), else null. */
  store: PickupStoreSchema.nullable(),
  /**
   * The code of a paid pickup order, kept after it was verified (handed over, then with the
   * time); null for other orders and before payment.
   */
  verify: OrderVerifySchema.nullable(),
  logs: z.array(
    z.object({
      action: z.string(),
      action_name: z.string(),
      remark: z.string(),
      create_time: z.number().int(),
    }),
  ),
  /** The batches shipped of each line, oldest package first (issue 26). */
  batches: z.array(OrderLineBatchSchema),
  /** The invoices issued for the order, oldest first. */
  invoices: z.array(OrderInvoiceFileSchema),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** `/api/order/pay`: pay one or more waiting orders together; answers the new out_trade_no. */
export const OrderPayBodySchema = bodySchema({ order_ids: IdListSchema });
export type OrderPayBody = z.input<typeof OrderPayBodySchema>;
export const OrderPayResultSchema = z.object({ out_trade_no: z.string() });
export type OrderPayResult = z.infer<typeof OrderPayResultSchema>;

/** `/api/order/reBuy`: the order's goods back into the cart; answers how many lines were added. */
export const ReBuySchema = z.object({ added: z.number().int(), skipped: z.number().int() });
export type ReBuy = z.infer<typeof ReBuySchema>;

/** `/api/order/num`: orders per list tab. */
export const OrderNumSchema = z.object({
  waitpay: z.number().int(),
  waitsend: z.number().int(),
  waitconfirm: z.number().int(),
  waitrate: z.number().int(),
});
export type OrderNum = z.infer<typeof OrderNumSchema>;
