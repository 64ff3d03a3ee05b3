import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { member } from '../member/member.tables';
import { order } from '../order/order.tables';

/**
 * A code verified once at the desk (核销): an order's pickup code or a virtual goods code.
 * verify_type: pickup or virtual. `items` is what it covered ({sku_name, num}[]). The unique code
 * (per order) makes a second verify of the same code impossible.
 */
export const verifyRecord = pgTable(
  'verify_record',
  {
    verifyId: serial('verify_id').primaryKey(),
    verifyCode: varchar('verify_code', { length: 20 }).notNull(),
    verifyType: varchar('verify_type', { length: 10 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => order.orderId),
    storeId: integer('store_id').notNull().default(0),
    verifierMemberId: integer('verifier_member_id')
      .notNull()
      .references(() => member.memberId),
    verifierName: varchar('verifier_name', { length: 30 }).notNull(),
    items: jsonb('items').notNull(),
    verifyTime: timestamp('verify_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('verify_record_code_uq').on(t.orderId, t.verifyCode),
    index('verify_record_verifier_idx').on(t.verifierMemberId, t.verifyTime),
  ],
);
