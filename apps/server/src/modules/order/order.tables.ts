import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from '../../db/columns';
import { goods, goodsSku, shop } from '../catalogue/catalogue.tables';
import { member } from '../member/member.tables';

/**
 * A payment (one `out_trade_no`) covering one or more orders created or paid together.
 * status: 0 waiting, 1 paid, 2 offline transfer voucher waiting review, -1 cancelled.
 */
export const orderPay = pgTable(
  'order_pay',
  {
    payId: serial('pay_id').primaryKey(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    payMoneyFen: bigint('pay_money_fen', { mode: 'number' }).notNull(),
    /** balance, offline, credit; empty until paid. */
    payType: varchar('pay_type', { length: 10 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    /** Offline transfer voucher image path. */
    voucher: text('voucher').notNull().default(''),
    /** When the voucher was uploaded (the payment then waits for staff: 待确认收款). */
    voucherTime: timestamp('voucher_time', { withTimezone: true }),
    /** Why staff rejected the last voucher; the buyer sees it until they pay again. */
    voucherRejectReason: varchar('voucher_reject_reason', { length: 200 }).notNull().default(''),
    payTime: timestamp('pay_time', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_pay_out_trade_no_uq').on(t.outTradeNo),
    index('order_pay_member_idx').on(t.memberId),
  ],
);

/**
 * An order of one shop. order_status: 0 waiting payment, 1 waiting delivery, 3 waiting receipt,
 * 10 completed, -1 closed. Money columns are fen; `order_money = goods_money - promotion_money -
 * manjian_money - coupon_money + delivery_money`. A points exchange (order_type 'point') costs
 * `point` points and no money. The address and invoice are copied in at creation.
 */
export const order = pgTable(
  'order',
  {
    orderId: serial('order_id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    siteId: integer('site_id')
      .notNull()
      .references(() => shop.siteId),
    orderName: varchar('order_name', { length: 255 }).notNull(),
    orderStatus: smallint('order_status').notNull().default(0),
    /** express, local, store. */
    deliveryType: varchar('delivery_type', { length: 10 }).notNull(),
    goodsMoneyFen: bigint('goods_money_fen', { mode: 'number' }).notNull(),
    promotionMoneyFen: bigint('promotion_money_fen', { mode: 'number' }).notNull().default(0),
    /** Full reduction (满减) of the shop's order. */
    manjianMoneyFen: bigint('manjian_money_fen', { mode: 'number' }).notNull().default(0),
    couponMoneyFen: bigint('coupon_money_fen', { mode: 'number' }).notNull().default(0),
    deliveryMoneyFen: bigint('delivery_money_fen', { mode: 'number' }).notNull().default(0),
    orderMoneyFen: bigint('order_money_fen', { mode: 'number' }).notNull(),
    payType: varchar('pay_type', { length: 10 }).notNull().default(''),
    /** goods (bought with money) or point (exchanged for points in the points mall). */
    orderType: varchar('order_type', { length: 10 }).notNull().default('goods'),
    /** Points the order cost (points exchange). */
    point: integer('point').notNull().default(0),
    couponId: integer('coupon_id'),
    name: varchar('name', { length: 30 }).notNull().default(''),
    mobile: varchar('mobile', { length: 11 }).notNull().default(''),
    provinceId: integer('province_id').notNull().default(0),
    cityId: integer('city_id').notNull().default(0),
    districtId: integer('district_id').notNull().default(0),
    address: varchar('address', { length: 120 }).notNull().default(''),
    fullAddress: varchar('full_address', { length: 200 }).notNull().default(''),
    /** null: no invoice; else { type: 1 普通 | 2 专用, title, tax_number, ... }. */
    invoice: jsonb('invoice'),
    buyerMessage: varchar('buyer_message', { length: 200 }).notNull().default(''),
    isEvaluate: smallint('is_evaluate').notNull().default(0),
    /** The code the buyer shows at the pickup point (delivery_type store). */
    pickupCode: varchar('pickup_code', { length: 12 }).notNull().default(''),
    /** The pickup store chosen at checkout (delivery_type store), else null (issue 17). */
    storeId: integer('store_id'),
    /** Why the order was closed (by the buyer, by staff or by the unpaid-order timeout). */
    closeReason: varchar('close_reason', { length: 200 }).notNull().default(''),
    payTime: timestamp('pay_time', { withTimezone: true }),
    closeTime: timestamp('close_time', { withTimezone: true }),
    /**
     * When the shop's ERP took the order (issue 26, `/open/api/v1/orders/taken`); null until then.
     * Setting it alone does not move `updated_at` (ADR 0027), so a taken order does not reappear.
     */
    erpTakenAt: timestamp('erp_taken_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Set by the database's trigger to the writing transaction's start (ADR 0027). */
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('order_no_uq').on(t.orderNo),
    index('order_member_status_idx').on(t.memberId, t.orderStatus, t.createdAt),
    index('order_out_trade_no_idx').on(t.outTradeNo),
    // The sweep closing unpaid orders past their deadline.
    index('order_status_created_idx').on(t.orderStatus, t.createdAt),
    // The counter's lookup of a pickup or virtual goods code (issue 17).
    index('order_pickup_code_idx').on(t.pickupCode),
    // The ERP's feed of new and changed orders of a shop (issue 26, ADR 0027).
    index('order_site_updated_idx').on(t.siteId, t.updatedAt, t.orderId),
  ],
);

/**
 * One line of an order as priced at creation: `price` is the normal unit price, `discount_price`
 * the unit price its promotion charged (the campaign, seckill, discount or tier price; a bundle's
 * share per unit; the normal price without a promotion), `goods_money` price x num,
 * `real_goods_money` what the line charges after its promotion, coupon_money its share of the
 * order's coupon (largest remainder, so the shares sum to the order's coupon money).
 */
export const orderGoods = pgTable(
  'order_goods',
  {
    orderGoodsId: serial('order_goods_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => order.orderId),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    siteId: integer('site_id').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.goodsId),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSku.skuId),
    skuName: varchar('sku_name', { length: 160 }).notNull(),
    skuImage: text('sku_image').notNull().default(''),
    specName: varchar('spec_name', { length: 80 }).notNull().default(''),
    unit: varchar('unit', { length: 10 }).notNull(),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    discountPriceFen: bigint('discount_price_fen', { mode: 'number' }).notNull(),
    num: integer('num').notNull(),
    goodsMoneyFen: bigint('goods_money_fen', { mode: 'number' }).notNull(),
    realGoodsMoneyFen: bigint('real_goods_money_fen', { mode: 'number' }).notNull(),
    couponMoneyFen: bigint('coupon_money_fen', { mode: 'number' }).notNull().default(0),
    /** The line's share of the order's full reduction (largest remainder). */
    manjianMoneyFen: bigint('manjian_money_fen', { mode: 'number' }).notNull().default(0),
    /** Units already shipped in packages (issue 15: partial shipment). */
    deliveryNum: integer('delivery_num').notNull().default(0),
    /** Units and money refunded so far (issue 17); refunded units are not shipped any more. */
    refundNum: integer('refund_num').notNull().default(0),
    refundMoneyFen: bigint('refund_money_fen', { mode: 'number' }).notNull().default(0),
    /** The line's promotion kind (getfree, seckill, ...) or empty; exchange goods carry 'exchange'. */
    promotionType: varchar('promotion_type', { length: 20 }).notNull().default(''),
    promotionId: integer('promotion_id'),
    /** Units sold at the promotional price (counted against the promotion's stock). */
    promotionNum: integer('promotion_num').notNull().default(0),
    blId: integer('bl_id'),
    /**
     * A near-expiry line's (promotion_type 'near_expiry', ADR 0029) earliest expiry, as the buyer
     * saw it when ordering; null on other lines.
     */
    expiryDate: date('expiry_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_goods_order_idx').on(t.orderId),
    index('order_goods_member_goods_idx').on(t.memberId, t.goodsId),
    // ADR 0029: the zone's units sold per goods since the ERP's last figure.
    index('order_goods_near_expiry_idx')
      .on(t.goodsId, t.createdAt)
      .where(sql`${t.promotionType} = 'near_expiry'`),
  ],
);

/**
 * One shipment of an order (issue 15): an express parcel (company and tracking number), a local
 * delivery (courier and phone) or a pickup handed over at the counter. Its lines say which goods
 * and how many it holds; an order may ship in several packages.
 */
export const orderPackage = pgTable(
  'order_package',
  {
    packageId: serial('package_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => order.orderId),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    siteId: integer('site_id').notNull(),
    /** express, local or store (as the order's delivery_type). */
    deliveryType: varchar('delivery_type', { length: 10 }).notNull(),
    expressCompany: varchar('express_company', { length: 50 }).notNull().default(''),
    expressNo: varchar('express_no', { length: 50 }).notNull().default(''),
    courierName: varchar('courier_name', { length: 30 }).notNull().default(''),
    courierMobile: varchar('courier_mobile', { length: 20 }).notNull().default(''),
    /** The staff account that shipped it. */
    staffId: integer('staff_id').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('order_package_order_idx').on(t.orderId)],
);

/** The goods one package holds: an order line and how many of it. */
export const orderPackageGoods = pgTable(
  'order_package_goods',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => orderPackage.packageId),
    orderGoodsId: integer('order_goods_id')
      .notNull()
      .references(() => orderGoods.orderGoodsId),
    num: integer('num').notNull(),
    /** The batch shipped (批号) and its expiry date (YYYY-MM-DD), entered by staff (issue 17). */
    batchNo: varchar('batch_no', { length: 40 }).notNull().default(''),
    expiryDate: varchar('expiry_date', { length: 10 }).notNull().default(''),
  },
  (t) => [index('order_package_goods_package_idx').on(t.packageId)],
);

/**
 * A document of a shipped batch (issue 17, `/api/order/orderGoodsAnnex`): doc_type drug_test
 * (药检报告) or factory_inspection (出厂检验报告), uploaded by staff for one package line.
 */
export const orderGoodsAnnex = pgTable(
  'order_goods_annex',
  {
    annexId: serial('annex_id').primaryKey(),
    packageGoodsId: integer('package_goods_id')
      .notNull()
      .references(() => orderPackageGoods.id),
    orderGoodsId: integer('order_goods_id')
      .notNull()
      .references(() => orderGoods.orderGoodsId),
    docType: varchar('doc_type', { length: 20 }).notNull(),
    fileName: varchar('file_name', { length: 120 }).notNull(),
    filePath: text('file_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_goods_annex_goods_idx').on(t.orderGoodsId)],
);

/** The timeline of an order: created, paid, closed, ... */
export const orderLog = pgTable(
  'order_log',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => order.orderId),
    action: varchar('action', { length: 30 }).notNull(),
    orderStatus: smallint('order_status').notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_log_order_idx').on(t.orderId)],
);

/**
 * An idempotency key of a member's order submit: the same key returns the first result; the same
 * key with a different request is refused. `out_trade_no` is set once the orders exist.
 */
export const orderIdempotency = pgTable(
  'order_idempotency',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_idempotency_uq').on(t.memberId, t.idempotencyKey)],
);
