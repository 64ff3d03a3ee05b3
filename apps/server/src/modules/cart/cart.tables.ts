import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { goodsSku, shop } from '../catalogue/catalogue.tables';
import { member } from '../member/member.tables';
import { promotionBundling } from '../pricing/promotion-terms.tables';

/**
 * A member's cart line: either one SKU (adding the same SKU again raises `num`) or one bundle
 * (组合套餐, `bl_id`) bought `num` times. Exactly one of the two is set. A SKU's near-expiry stock
 * (`near_expiry`, ADR 0029) is a line of its own beside its fresh stock's line.
 */
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
    skuId: integer('sku_id').references(() => goodsSku.skuId),
    blId: integer('bl_id').references(() => promotionBundling.blId),
    num: integer('num').notNull(),
    nearExpiry: boolean('near_expiry').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_member_sku_uq')
      .on(t.memberId, t.skuId, t.nearExpiry)
      .where(sql`${t.skuId} is not null`),
    uniqueIndex('cart_member_bundle_uq')
      .on(t.memberId, t.blId)
      .where(sql`${t.blId} is not null`),
    index('cart_member_idx').on(t.memberId),
    check('cart_sku_or_bundle', sql`(${t.skuId} is null) <> (${t.blId} is null)`),
    check('cart_num_positive', sql`${t.num} > 0`),
  ],
);
