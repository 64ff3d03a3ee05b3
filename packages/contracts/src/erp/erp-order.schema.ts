import { z } from 'zod';
import { MoneyInputSchema, MoneySchema } from '../money';
import { ExpiryDateSchema } from '../order/annex.schema';
import { ConsoleShipBodySchema, ShipLineSchema } from '../order/order-console.schema';
import { ExpressCompanySchema } from '../order/express';
import { InvoiceSchema } from '../order/order-create.schema';
import { ErpBatchBodySchema, ErpBatchResultSchema } from './erp-batch.schema';
import { defineOpenEndpoint } from './open-endpoint';

/** Orders out and back between the shop and its ERP (issue 26 "Orders out", "Orders back"). */

/** The most orders one page of the feed holds. */
export const ERP_ORDER_PAGE_MAX = 100;

/**
 * `/open/api/v1/orders/changes`: the shop's orders created or changed after `cursor` ('' from
 * the start), oldest change first. The cursor is opaque: send back the `next_cursor` answered.
 */
export const ErpOrderChangesBodySchema = z.object({
  cursor: z.string().max(64).default(''),
  limit: z.number().int().min(1).max(ERP_ORDER_PAGE_MAX).default(ERP_ORDER_PAGE_MAX),
});
export type ErpOrderChangesBody = z.input<typeof ErpOrderChangesBodySchema>;

const ErpLineBaseSchema = z.object({
  order_goods_id: z.number().int(),
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  /** The goods' ERP code ('' when the shop has not linked it). */
  goods_erp_spid: z.string(),
  sku_name: z.string(),
  spec_name: z.string(),
  unit: z.string(),
  num: z.number().int(),
  /** The normal unit price, and the unit price the line's promotion charged. */
  price: MoneySchema,
  discount_price: MoneySchema,
  /** What the line charges after its promotion, before the order's coupon and full reduction. */
  real_goods_money: MoneySchema,
  coupon_money: MoneySchema,
  manjian_money: MoneySchema,
  /** seckill, discount, getfree, exchange ... or '' without a promotion. */
  promotion_type: z.string(),
  /** The promotion's name as the shop's staff know it (秒杀, 换购 ...), '' without one. */
  promotion_label: z.string(),
  /**
   * near_expiry lines (ADR 0029): the buyer bought stock of the shop's near-expiry window at its
   * zone price; pick from the batches expiring earliest, not before this date. null otherwise.
   */
  expiry_date: z.string().nullable(),
  refund_num: z.number().int(),
  delivery_num: z.number().int(),
});

/** A goods line the buyer received free or at an exchange price with its paid line (换购/满赠). */
export const ErpOrderFreeLineSchema = ErpLineBaseSchema;
/** A paid line of an order, with the free or exchange lines that came with it. */
export const ErpOrderLineSchema = ErpLineBaseSchema.extend({
  free_lines: z.array(ErpOrderFreeLineSchema),
});
export type ErpOrderLine = z.infer<typeof ErpOrderLineSchema>;

/** An order as the ERP takes it; times are ISO 8601 with the shop's offset (+08:00). */
export const ErpOrderSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  /** 0 waiting payment, 1 waiting delivery, 3 waiting receipt, 10 completed, -1 closed. */
  order_status: z.number().int(),
  order_type: z.string(),
  pay_type: z.string(),
  delivery_type: z.string(),
  create_time: z.string(),
  pay_time: z.string().nullable(),
  close_time: z.string().nullable(),
  update_time: z.string(),
  /** When the ERP marked it taken, null until then. */
  erp_taken_time: z.string().nullable(),
  buyer: z.object({
    member_id: z.number().int(),
    company_name: z.string(),
    /** The buyer's customer code in the ERP ('' when not linked). */
    erp_code: z.string(),
  }),
  address: z.object({
    name: z.string(),
    mobile: z.string(),
    province_id: z.number().int(),
    city_id: z.number().int(),
    district_id: z.number().int(),
    address: z.string(),
    full_address: z.string(),
  }),
  invoice: InvoiceSchema.nullable(),
  goods_money: MoneySchema,
  promotion_money: MoneySchema,
  manjian_money: MoneySchema,
  coupon_money: MoneySchema,
  delivery_money: MoneySchema,
  order_money: MoneySchema,
  buyer_message: z.string(),
  lines: z.array(ErpOrderLineSchema),
});
export type ErpOrder = z.infer<typeof ErpOrderSchema>;

export const ErpOrderChangesSchema = z.object({
  list: z.array(ErpOrderSchema),
  /** Send it back as `cursor` for the next page (the same cursor when nothing was new). */
  next_cursor: z.string(),
  has_more: z.boolean(),
});
export type ErpOrderChanges = z.infer<typeof ErpOrderChangesSchema>;

const OrderNoSchema = z.string().trim().min(1).max(32);

/** A row of `/open/api/v1/orders/taken`: the order the ERP took. */
export const ErpOrderTakenRowSchema = z.object({ order_no: OrderNoSchema });
export type ErpOrderTakenRow = z.infer<typeof ErpOrderTakenRowSchema>;

/** 国家药品追溯码: one box's code, exactly 20 digits. */
export const TraceabilityCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{20}$/, 'a traceability code is exactly 20 digits');

/** Units of one order line in a package, from one batch, with the boxes' traceability codes. */
export const ErpShippedLineSchema = ShipLineSchema.extend({
  traceability_codes: z.array(TraceabilityCodeSchema).max(10_000).default([]),
});

/** One parcel: the express company (code), tracking number and the lines it holds. */
export const ErpShippedPackageSchema = z.object({
  express_company: ExpressCompanySchema,
  express_no: ConsoleShipBodySchema.shape.express_no.unwrap(),
  lines: z.array(ErpShippedLineSchema).min(1).max(500),
});

/** A row of `/open/api/v1/orders/shipped`: an order's parcels as the ERP shipped them. */
export const ErpOrderShippedRowSchema = z.object({
  order_no: OrderNoSchema,
  packages: z.array(ErpShippedPackageSchema).min(1).max(50),
});
export type ErpOrderShippedRow = z.infer<typeof ErpOrderShippedRowSchema>;

/** The largest invoice PDF taken (bytes, decoded). */
export const ERP_INVOICE_PDF_MAX_BYTES = 2 * 1024 * 1024;

/** A row of `/open/api/v1/orders/invoices`: an invoice issued for an order, with its PDF. */
export const ErpOrderInvoiceRowSchema = z.object({
  order_no: OrderNoSchema,
  invoice_no: z.string().trim().min(1).max(40),
  invoice_date: ExpiryDateSchema,
  amount: MoneyInputSchema,
  /** The PDF, base64 (at most ERP_INVOICE_PDF_MAX_BYTES once decoded). */
  pdf_base64: z
    .string()
    .min(8)
    .max(Math.ceil(ERP_INVOICE_PDF_MAX_BYTES / 3) * 4 + 4, 'the PDF is larger than 2 MB')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'not base64'),
});
export type ErpOrderInvoiceRow = z.infer<typeof ErpOrderInvoiceRowSchema>;

export const erpOrderChangesEndpoint = defineOpenEndpoint({
  path: '/open/api/v1/orders/changes',
  body: ErpOrderChangesBodySchema,
  data: ErpOrderChangesSchema,
  scope: 'orders:read',
  summary: 'New and changed orders since a cursor (updated time, then id), at most 100 a page',
  example: { cursor: '', limit: 100 },
});

export const erpOrderTakenEndpoint = defineOpenEndpoint({
  path: '/open/api/v1/orders/taken',
  body: ErpBatchBodySchema,
  data: ErpBatchResultSchema,
  scope: 'orders:write',
  summary: 'Marks orders taken by the ERP (rows: { order_no }); the second time is unchanged',
  example: { rows: [{ order_no: '202611291737510001948893' }] },
});

export const erpOrderShippedEndpoint = defineOpenEndpoint({
  path: '/open/api/v1/orders/shipped',
  body: ErpBatchBodySchema,
  data: ErpBatchResultSchema,
  scope: 'orders:write',
  summary: 'Ships orders: parcels, lines, batches, expiry dates and drug traceability codes',
  example: {
    rows: [
      {
        order_no: '202611291737510001948893',
        packages: [
          {
            express_company: 'SF',
            express_no: 'SF1402233445566',
            lines: [
              {
                order_goods_id: 1,
                num: 2,
                batch_no: 'B240301',
                expiry_date: '2027-06-30',
                traceability_codes: ['81234567890123456789', '81234567890123456790'],
              },
            ],
          },
        ],
      },
    ],
  },
});

export const erpOrderInvoicesEndpoint = defineOpenEndpoint({
  path: '/open/api/v1/orders/invoices',
  body: ErpBatchBodySchema,
  data: ErpBatchResultSchema,
  scope: 'orders:write',
  summary: 'Invoices issued for orders: number, date, amount and the PDF (base64)',
  example: {
    rows: [
      {
        order_no: '202611291737510001948893',
        invoice_no: '04400213',
        invoice_date: '2026-11-29',
        amount: '75.00',
        pdf_base64: 'JVBERi0xLjQKJSVFT0YK',
      },
    ],
  },
});
