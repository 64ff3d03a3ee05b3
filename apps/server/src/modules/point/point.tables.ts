import { index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { goodsSku, shop } from '../catalogue/catalogue.tables';
import { couponType } from '../coupon/coupon.tables';

/**
 * An item of the points mall (积分商城): a goods SKU (type 1) or a coupon (type 2) a member can
 * exchange for `point` points. `stock` units are offered (0 = as many as the goods stock or the
 * coupon allows); `sold_num` counts the units exchanged; `limit_num` caps each member (0 = none).
 * status: 1 on offer, 0 withdrawn.
 */
export const pointExchange = pgTable(
  'point_exchange',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => shop.siteId),
    skuId: integer('sku_id').references(() => goodsSku.skuId),
    couponTypeId: integer('coupon_type_id').references(() => couponType.couponTypeId),
    name: varchar('name', { length: 80 }).notNull(),
    image: text('image').notNull().default(''),
    point: integer('point').notNull(),
    stock: integer('stock').notNull().default(0),
    soldNum: integer('sold_num').notNull().default(0),
    limitNum: integer('limit_num').notNull().default(0),
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('point_exchange_status_idx').on(t.status, t.sort)],
);
