import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { member } from './member.tables';

/**
 * A balance recharge (issue 16). `recharge_no` is also the out_trade_no an online payment
 * channel sees. status: 0 waiting payment, 1 transfer voucher waiting review, 2 paid (the amount
 * and the package bonus are on the balance), -1 closed. pay_type: alipay, wechatpay or offline.
 */
export const memberRecharge = pgTable(
  'member_recharge',
  {
    rechargeId: serial('recharge_id').primaryKey(),
    rechargeNo: varchar('recharge_no', { length: 32 }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** Credited on top of the amount by the chosen recharge package. */
    bonusFen: bigint('bonus_fen', { mode: 'number' }).notNull().default(0),
    packageName: varchar('package_name', { length: 50 }).notNull().default(''),
    payType: varchar('pay_type', { length: 10 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    voucher: text('voucher').notNull().default(''),
    voucherTime: timestamp('voucher_time', { withTimezone: true }),
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    /** The payment channel's own transaction number. */
    tradeNo: varchar('trade_no', { length: 64 }).notNull().default(''),
    payTime: timestamp('pay_time', { withTimezone: true }),
    /** The staff account that confirmed or rejected the transfer (0: none). */
    staffId: integer('staff_id').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('member_recharge_no_uq').on(t.rechargeNo),
    index('member_recharge_member_idx').on(t.memberId, t.createdAt),
    index('member_recharge_status_idx').on(t.status, t.createdAt),
  ],
);

/** An account a member withdraws to. withdraw_type: bank or alipay. */
export const memberBankAccount = pgTable(
  'member_bank_account',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    withdrawType: varchar('withdraw_type', { length: 10 }).notNull(),
    realname: varchar('realname', { length: 30 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    bankName: varchar('bank_name', { length: 50 }).notNull().default(''),
    branchName: varchar('branch_name', { length: 80 }).notNull().default(''),
    accountNumber: varchar('account_number', { length: 40 }).notNull(),
    isDefault: smallint('is_default').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('member_bank_account_member_idx').on(t.memberId)],
);

/**
 * A withdrawal (issue 16). The amount leaves `member.balance_fen` for `balance_frozen_fen` when
 * applied; a refusal gives it back, a payment takes it out. The receiving account is copied in.
 * status: 0 waiting review, 1 approved (waiting transfer), 2 paid, -1 refused.
 */
export const memberWithdraw = pgTable(
  'member_withdraw',
  {
    withdrawId: serial('withdraw_id').primaryKey(),
    withdrawNo: varchar('withdraw_no', { length: 32 }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** The shop's fee, taken from the amount: the member receives amount - fee. */
    feeFen: bigint('fee_fen', { mode: 'number' }).notNull().default(0),
    withdrawType: varchar('withdraw_type', { length: 10 }).notNull(),
    realname: varchar('realname', { length: 30 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    bankName: varchar('bank_name', { length: 50 }).notNull().default(''),
    branchName: varchar('branch_name', { length: 80 }).notNull().default(''),
    accountNumber: varchar('account_number', { length: 40 }).notNull(),
    status: smallint('status').notNull().default(0),
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    auditTime: timestamp('audit_time', { withTimezone: true }),
    paidTime: timestamp('paid_time', { withTimezone: true }),
    /** The transfer's voucher image and note, entered by finance when marking it paid. */
    paidVoucher: text('paid_voucher').notNull().default(''),
    paidRemark: varchar('paid_remark', { length: 200 }).notNull().default(''),
    staffId: integer('staff_id').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('member_withdraw_no_uq').on(t.withdrawNo),
    index('member_withdraw_member_idx').on(t.memberId, t.createdAt),
    index('member_withdraw_status_idx').on(t.status, t.createdAt),
  ],
);

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
