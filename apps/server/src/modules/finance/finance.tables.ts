import {
  bigint,
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
import { member } from '../member/member.tables';

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

/**
 * The member's money ledger: every change of balance or used credit, with the order it belongs to.
 * `amount_fen` is signed (payment negative, refund or top-up positive).
 */
export const memberAccount = pgTable(
  'member_account',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    /** balance or credit. */
    accountType: varchar('account_type', { length: 10 }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    fromType: varchar('from_type', { length: 20 }).notNull(),
    relateId: integer('relate_id').notNull().default(0),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    /**
     * What the row names and links to for the buyer (issue 25): 'order' (a payment: its first
     * order) or 'refund', by id and number; '' for none (a recharge, a staff adjustment).
     */
    linkKind: varchar('link_kind', { length: 10 }).notNull().default(''),
    linkId: integer('link_id').notNull().default(0),
    linkNo: varchar('link_no', { length: 32 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('member_account_member_idx').on(t.memberId, t.createdAt)],
);
