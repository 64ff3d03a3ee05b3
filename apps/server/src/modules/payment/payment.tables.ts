import { bigint, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/**
 * Every verified asynchronous notification of an online payment channel (issue 16): the
 * channel's transaction number is unique, so a repeated notification changes nothing.
 * subject: order (an `order_pay.out_trade_no`) or recharge (a `member_recharge.recharge_no`).
 */
export const paymentNotify = pgTable(
  'payment_notify',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 10 }).notNull(),
    subject: varchar('subject', { length: 10 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull(),
    tradeNo: varchar('trade_no', { length: 64 }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_notify_trade_uq').on(t.channel, t.tradeNo)],
);
