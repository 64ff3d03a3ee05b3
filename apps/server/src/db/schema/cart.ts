import { index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { goodsSku, shop } from './catalogue';
import { createdAt, updatedAt } from './columns';
import { member } from './member';

/** A member's cart line: one row per SKU (adding the same SKU again raises `num`). */
export const cart = pgTable(
  'cart',
  {
    cartId: serial('cart_id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    siteId: integer('site_id')
      .notNull()
      .references(() => shop.siteId),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSku.skuId),
    num: integer('num').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_member_sku_uq').on(t.memberId, t.skuId),
    index('cart_member_idx').on(t.memberId),
  ],
);
