import {
  bigint,
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
import { createdAt } from '../../db/columns';
import { goods, goodsSku, shop } from '../catalogue/catalogue.tables';

/*
 * Promotion terms and windows: the promotional price, minimum, limit, multiple, tiers, ladders and
 * bundles pricing applies to a line, and when. Pricing owns them (ADR 0020): it is the one that
 * applies them, and it takes and returns their promotional stock; the zones only list them.
 */

/**
 * A promotion of a shop: its kind (spec §9 labels: seckill 秒杀, discount 特价, wholesale 阶梯,
 * bundling 组合套餐, getfree 换购; and the zones bought through their own pages: groupbuy 团购,
 * topic 专题, manjian 满减) and the time window it runs in. Per-goods terms live on
 * `promotion_goods`; promotion-wide terms (manjian tiers and scope) in `rules`.
 */
export const promotion = pgTable(
  'promotion',
  {
    promotionId: serial('promotion_id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => shop.siteId),
    kind: varchar('kind', { length: 20 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** 1 active, 0 closed by the shop. */
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    /** Banner or cover image (topics, zones); '' for none. */
    image: text('image').notNull().default(''),
    /** A description shown on the promotion's page. */
    remark: text('remark').notNull().default(''),
    /** Promotion-wide terms of the kind, e.g. manjian { goods_type, tiers }. */
    rules: jsonb('rules').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('promotion_window_idx').on(t.endAt, t.startAt),
    index('promotion_kind_window_idx').on(t.kind, t.endAt),
  ],
);

/**
 * A goods (or one SKU of it) in a promotion, with the terms of spec §3 promotion_info:
 * the promotional price, goods_min, goods_limit (0 = unlimited), num_multiple, wholesale tiers
 * (`price_json`: num, limit_num, price in fen) and kind-specific `rules` (bundle members,
 * exchange ladders).
 */
export const promotionGoods = pgTable(
  'promotion_goods',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotion.promotionId),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.goodsId),
    /** Null: every SKU of the goods. */
    skuId: integer('sku_id').references(() => goodsSku.skuId),
    priceFen: bigint('price_fen', { mode: 'number' }),
    goodsMin: integer('goods_min').notNull().default(1),
    goodsLimit: integer('goods_limit').notNull().default(0),
    numMultiple: integer('num_multiple').notNull().default(1),
    priceJson: jsonb('price_json').notNull().default([]),
    rules: jsonb('rules').notNull().default({}),
    /** Units set aside for the promotion (seckill); 0 = no cap of its own (the goods stock). */
    stock: integer('stock').notNull().default(0),
    /** Promotional units sold; with stock > 0 at most `stock` are ever sold. */
    soldNum: integer('sold_num').notNull().default(0),
    /** The goods' place in its promotion's zone (issue 27: the console orders them). */
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('promotion_goods_goods_idx').on(t.goodsId),
    index('promotion_goods_promotion_idx').on(t.promotionId),
  ],
);

/**
 * A bundle (组合套餐) of a bundling promotion: its goods are sold together at `bl_price` per set
 * (spec §3 bundle line: bl_name, bl_price, bundlingGoods).
 */
export const promotionBundling = pgTable(
  'promotion_bundling',
  {
    blId: serial('bl_id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotion.promotionId),
    siteId: integer('site_id')
      .notNull()
      .references(() => shop.siteId),
    blName: varchar('bl_name', { length: 60 }).notNull(),
    blPriceFen: bigint('bl_price_fen', { mode: 'number' }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('promotion_bundling_promotion_idx').on(t.promotionId)],
);

/** One SKU of a bundle and how many of it one set holds. */
export const promotionBundlingGoods = pgTable(
  'promotion_bundling_goods',
  {
    id: serial('id').primaryKey(),
    blId: integer('bl_id')
      .notNull()
      .references(() => promotionBundling.blId),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.goodsId),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSku.skuId),
    num: integer('num').notNull().default(1),
  },
  (t) => [
    uniqueIndex('promotion_bundling_goods_uq').on(t.blId, t.skuId),
    index('promotion_bundling_goods_sku_idx').on(t.skuId),
  ],
);
