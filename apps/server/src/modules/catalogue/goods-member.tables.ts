import {
  boolean,
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
import { createdAt } from '../../db/columns';
import { goods, goodsSku } from './catalogue.tables';
import { member } from '../member/member.tables';

/** A member's favourite goods (收藏). One row per member and goods. */
export const goodsCollect = pgTable(
  'goods_collect',
  {
    collectId: serial('collect_id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.goodsId),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSku.skuId),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('goods_collect_member_goods_uq').on(t.memberId, t.goodsId)],
);

/** A member's footprint (浏览记录): the last time each goods was viewed. */
export const goodsBrowse = pgTable(
  'goods_browse',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.goodsId),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSku.skuId),
    browseAt: timestamp('browse_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_browse_member_goods_uq').on(t.memberId, t.goodsId),
    index('goods_browse_member_time_idx').on(t.memberId, t.browseAt),
  ],
);

/** A buyer's evaluation of goods, with the shop's answer. Shown once audited. */
export const goodsEvaluate = pgTable(
  'goods_evaluate',
  {
    evaluateId: serial('evaluate_id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.goodsId),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSku.skuId),
    memberId: integer('member_id').references(() => member.memberId),
    memberName: varchar('member_name', { length: 50 }).notNull(),
    memberHeadimg: text('member_headimg').notNull().default(''),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    /** 1 to 5 stars. */
    scores: smallint('scores').notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    /** Comma-separated image paths. */
    images: text('images').notNull().default(''),
    explainFirst: varchar('explain_first', { length: 500 }).notNull().default(''),
    /** 1 visible, 0 waiting for review, -1 refused or hidden by staff. */
    isAudit: smallint('is_audit').notNull().default(1),
    /** The order line evaluated (issue 17: one evaluation per line); null for seeded ones. */
    orderGoodsId: integer('order_goods_id'),
    orderId: integer('order_id'),
    /** The buyer's later words (追评), its images, and the shop's answer to them. */
    againContent: varchar('again_content', { length: 500 }).notNull().default(''),
    againImages: text('again_images').notNull().default(''),
    againExplain: varchar('again_explain', { length: 500 }).notNull().default(''),
    againTime: timestamp('again_time', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('goods_evaluate_goods_idx').on(t.goodsId, t.createdAt),
    uniqueIndex('goods_evaluate_order_goods_uq').on(t.orderGoodsId),
  ],
);

/** Demand for goods the mall does not carry or has run out of (缺货登记). */
export const outOfStock = pgTable(
  'out_of_stock',
  {
    id: serial('id').primaryKey(),
    /** Null when registered by a visitor. */
    memberId: integer('member_id').references(() => member.memberId),
    goodsName: varchar('goods_name', { length: 120 }).notNull(),
    specification: varchar('specification', { length: 80 }).notNull().default(''),
    manufacturer: varchar('manufacturer', { length: 100 }).notNull().default(''),
    quantity: integer('quantity').notNull(),
    contactName: varchar('contact_name', { length: 30 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    /** 0 registered, 1 stocked (the member was told), 2 cannot supply. */
    status: smallint('status').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('out_of_stock_member_idx').on(t.memberId, t.createdAt)],
);
