import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { member } from './member.tables';
import { order } from '../order/order.tables';
import { pointExchange } from '../point/point.tables';

/**
 * The member's points ledger: every change of `member.point` with the balance after it and what
 * caused it (exchange of goods or a coupon, an order closed and its points given back, demo data).
 */
export const memberPointLog = pgTable(
  'member_point_log',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    change: integer('change').notNull(),
    pointAfter: integer('point_after').notNull(),
    /** exchange, refund, grant. */
    reason: varchar('reason', { length: 20 }).notNull(),
    remark: varchar('remark', { length: 120 }).notNull().default(''),
    exchangeId: integer('exchange_id').references(() => pointExchange.id),
    orderId: integer('order_id').references(() => order.orderId),
    createdAt: createdAt(),
  },
  (t) => [index('member_point_log_member_idx').on(t.memberId, t.createdAt)],
);
