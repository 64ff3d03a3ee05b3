import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';
import { member } from '../member/member.tables';

/**
 * The money of a member (ADR 0025): the spendable balance, the part frozen for withdrawals, and
 * the credit line (账期) with the part of it in use. Finance writes it, each change one
 * conditional statement (`member-money.repository.ts`). A member has a row from its first money
 * change on; a member without one has all four at zero, so readers left-join it through
 * `memberMoneyOrZero`.
 */
export const memberMoney = pgTable('member_money', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => member.memberId),
  balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
  /** Money held for withdrawals not yet paid or refused, moved out of the spendable `balance_fen`. */
  balanceFrozenFen: bigint('balance_frozen_fen', { mode: 'number' }).notNull().default(0),
  /** Paying on account (账期支付): the credit line and the part of it in use. */
  creditLimitFen: bigint('credit_limit_fen', { mode: 'number' }).notNull().default(0),
  creditUsedFen: bigint('credit_used_fen', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});

/** The four amounts for a query that left-joins `member_money`: zero for a member without a row. */
export const memberMoneyOrZero = {
  balanceFen: sql<number>`coalesce(${memberMoney.balanceFen}, 0)`.mapWith(Number),
  balanceFrozenFen: sql<number>`coalesce(${memberMoney.balanceFrozenFen}, 0)`.mapWith(Number),
  creditLimitFen: sql<number>`coalesce(${memberMoney.creditLimitFen}, 0)`.mapWith(Number),
  creditUsedFen: sql<number>`coalesce(${memberMoney.creditUsedFen}, 0)`.mapWith(Number),
};
