import { date, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { member } from './member.tables';

/** One daily sign-in (签到): the day in the shop's zone, the streak it continues, its rewards. */
export const memberSignin = pgTable(
  'member_signin',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    signDate: date('sign_date', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
    point: integer('point').notNull().default(0),
    growth: integer('growth').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('member_signin_day_uq').on(t.memberId, t.signDate)],
);

/** The member's growth ledger: every change of `member.growth` and what caused it. */
export const memberGrowthLog = pgTable(
  'member_growth_log',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    change: integer('change').notNull(),
    growthAfter: integer('growth_after').notNull(),
    /** signin, order, adjust. */
    reason: varchar('reason', { length: 20 }).notNull(),
    remark: varchar('remark', { length: 120 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('member_growth_log_member_idx').on(t.memberId, t.createdAt)],
);
