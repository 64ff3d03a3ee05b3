import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { member } from '../member/member.tables';
import { order, orderGoods } from '../order/order.tables';

/**
 * A buyer's refund request on one order line (issue 17). refund_type: 1 money only (仅退款), 2
 * goods returned and money back (退货退款). refund_status: 1 applied (waiting for the shop),
 * 2 agreed and waiting for the buyer's return parcel, 3 return parcel sent (waiting for the shop
 * to confirm arrival), 4 waiting for finance to pay it by bank, 5 refunded, -1 refused by the
 * shop, -2 cancelled by the buyer. `apply_money_fen` is what the buyer asked for, never more than
 * the line's refundable money; `refund_money_fen` what went back once refunded. At most one open
 * request per line (statuses 1 to 4).
 */
export const orderRefund = pgTable(
  'order_refund',
  {
    refundId: serial('refund_id').primaryKey(),
    refundNo: varchar('refund_no', { length: 32 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => order.orderId),
    orderGoodsId: integer('order_goods_id')
      .notNull()
      .references(() => orderGoods.orderGoodsId),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    siteId: integer('site_id').notNull(),
    refundType: smallint('refund_type').notNull(),
    refundStatus: smallint('refund_status').notNull().default(1),
    num: integer('num').notNull(),
    applyMoneyFen: bigint('apply_money_fen', { mode: 'number' }).notNull(),
    refundMoneyFen: bigint('refund_money_fen', { mode: 'number' }).notNull().default(0),
    /** Points given back (a points exchange line). */
    refundPoint: integer('refund_point').notNull().default(0),
    reason: varchar('reason', { length: 100 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    /** Comma-separated evidence image paths. */
    images: text('images').notNull().default(''),
    /** The order's pay type when applied (balance, credit, offline, alipay, wechatpay). */
    payType: varchar('pay_type', { length: 10 }).notNull().default(''),
    /** Where the money went back: balance, credit or bank (finance pays by transfer). */
    refundWay: varchar('refund_way', { length: 10 }).notNull().default(''),
    refuseReason: varchar('refuse_reason', { length: 200 }).notNull().default(''),
    /** Where the buyer sends the goods back (given when a return is agreed). */
    returnAddress: varchar('return_address', { length: 300 }).notNull().default(''),
    deliveryCompany: varchar('delivery_company', { length: 50 }).notNull().default(''),
    deliveryNo: varchar('delivery_no', { length: 50 }).notNull().default(''),
    /** The buyer's idempotency key of the application: the same key answers the same request. */
    applyKey: varchar('apply_key', { length: 64 }).notNull(),
    /** When the shop last had to act and did not: the complaint window counts from here. */
    shopDeadline: timestamp('shop_deadline', { withTimezone: true }),
    finishTime: timestamp('finish_time', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('order_refund_no_uq').on(t.refundNo),
    uniqueIndex('order_refund_apply_key_uq').on(t.memberId, t.applyKey),
    uniqueIndex('order_refund_open_line_uq')
      .on(t.orderGoodsId)
      .where(sql`refund_status between 1 and 4`),
    index('order_refund_member_idx').on(t.memberId, t.createdAt),
    index('order_refund_order_idx').on(t.orderId),
    index('order_refund_status_idx').on(t.refundStatus, t.createdAt),
  ],
);

/**
 * The timeline of a refund: every step and every message between the buyer, the shop and the
 * platform. actor: buyer, shop, platform, system.
 */
export const orderRefundLog = pgTable(
  'order_refund_log',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => orderRefund.refundId),
    actor: varchar('actor', { length: 10 }).notNull(),
    /** The staff account or member who acted (0 for the system). */
    actorId: integer('actor_id').notNull().default(0),
    action: varchar('action', { length: 30 }).notNull(),
    message: varchar('message', { length: 500 }).notNull().default(''),
    images: text('images').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_refund_log_refund_idx').on(t.refundId)],
);

/**
 * A buyer's complaint to the platform (平台维权) about a refund the shop refused or left
 * unanswered. status: 1 waiting for the platform, 2 decided, -1 withdrawn by the buyer.
 * decision: buyer (the refund goes ahead) or shop (the refusal stands).
 */
export const orderComplain = pgTable(
  'order_complain',
  {
    complainId: serial('complain_id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => orderRefund.refundId),
    orderId: integer('order_id')
      .notNull()
      .references(() => order.orderId),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    siteId: integer('site_id').notNull(),
    status: smallint('status').notNull().default(1),
    reason: varchar('reason', { length: 100 }).notNull(),
    content: varchar('content', { length: 500 }).notNull().default(''),
    images: text('images').notNull().default(''),
    decision: varchar('decision', { length: 10 }).notNull().default(''),
    decisionNote: varchar('decision_note', { length: 500 }).notNull().default(''),
    decidedBy: integer('decided_by').notNull().default(0),
    decideTime: timestamp('decide_time', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_complain_refund_uq').on(t.refundId),
    index('order_complain_status_idx').on(t.status, t.createdAt),
    index('order_complain_member_idx').on(t.memberId, t.createdAt),
  ],
);
