import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { goods } from '../catalogue/catalogue.tables';

/**
 * Sale control (控销): the goods is sold only to the member labels (buyer types) listed. Other
 * members may not buy it (`is_member_by` false), see its price only when `view_price`, and read
 * `not_buy_msg`.
 */
export const saleControl = pgTable(
  'sale_control',
  {
    ruleId: serial('rule_id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.goodsId),
    ruleName: varchar('rule_name', { length: 40 }).notNull(),
    /** Member label ids allowed to buy. */
    allowedLabelIds: integer('allowed_label_ids').array().notNull(),
    /** Regions (area ids of any level) whose buyers may not buy it (issue 25). */
    barredAreaIds: integer('barred_area_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Business scopes a buyer's approved licences must all cover to buy it (issue 25). */
    requiredScopes: varchar('required_scopes', { length: 30 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    viewPrice: boolean('view_price').notNull().default(false),
    notBuyMsg: varchar('not_buy_msg', { length: 40 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sale_control_goods_uq').on(t.goodsId)],
);
