import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { shop } from '../catalogue/catalogue.tables';
import { member } from '../member/member.tables';

/**
 * A coupon a shop issues. type: reward (满减, `money` off) or discount (折扣, `discount` is the
 * percent paid, 95 = 9.5折, at most `discount_limit` off).
 * goods_type: 1 all goods of the shop, 2 the listed goods, 3 the listed categories.
 */
export const couponType = pgTable('coupon_type', {
  couponTypeId: serial('coupon_type_id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => shop.siteId),
  couponName: varchar('coupon_name', { length: 50 }).notNull(),
  type: varchar('type', { length: 10 }).notNull(),
  moneyFen: bigint('money_fen', { mode: 'number' }).notNull().default(0),
  /** Percent paid for discount coupons, e.g. 95 = 9.5折. */
  discount: smallint('discount').notNull().default(100),
  /** Most a discount coupon takes off; 0 = no cap. */
  discountLimitFen: bigint('discount_limit_fen', { mode: 'number' }).notNull().default(0),
  /** Threshold: the goods money the coupon needs; 0 = none. */
  atLeastFen: bigint('at_least_fen', { mode: 'number' }).notNull().default(0),
  goodsType: smallint('goods_type').notNull().default(1),
  /** Goods ids (goods_type 2) or category ids (goods_type 3). */
  scopeIds: jsonb('scope_ids').notNull().default([]),
  /** Total to hand out (0 = unlimited) and how many were taken. */
  count: integer('count').notNull().default(0),
  leadCount: integer('lead_count').notNull().default(0),
  maxFetch: integer('max_fetch').notNull().default(1),
  /** 0 fixed window (start/end), 1 `fixed_term` days from receipt. */
  validityType: smallint('validity_type').notNull().default(0),
  fixedTerm: integer('fixed_term').notNull().default(0),
  startAt: timestamp('start_at', { withTimezone: true }),
  endAt: timestamp('end_at', { withTimezone: true }),
  /** 1 on offer, 0 stopped. */
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
});

/** A coupon a member holds. state: 1 unused, 2 used, 3 expired. */
export const memberCoupon = pgTable(
  'member_coupon',
  {
    couponId: serial('coupon_id').primaryKey(),
    couponTypeId: integer('coupon_type_id')
      .notNull()
      .references(() => couponType.couponTypeId),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    siteId: integer('site_id').notNull(),
    state: smallint('state').notNull().default(1),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    useOrderId: integer('use_order_id'),
    useTime: timestamp('use_time', { withTimezone: true }),
    /** How the member got it: 1 handed out by the shop, 2 taken in the coupon centre, 3 points. */
    getType: smallint('get_type').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_coupon_member_idx').on(t.memberId, t.state),
    index('member_coupon_type_member_idx').on(t.couponTypeId, t.memberId),
  ],
);
