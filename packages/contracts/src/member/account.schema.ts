import { z } from 'zod';
import { bodySchema, pageBodyShape, pageSchema } from '../common';
import { MoneySchema } from '../money';
import { DaySchema } from './member-console.schema';

/*
 * The member's account (issue 16, /member/account): balance, frozen amount, the credit line
 * (账期), the money ledger (`member_account`) and the monthly on-account statement. Money is yuan
 * with 2 decimals on the wire; times are epoch milliseconds.
 */

/** `/api/memberaccount/info`: what the member has and may use. */
export const MemberAccountInfoSchema = z.object({
  balance: MoneySchema,
  /** Held for withdrawals not yet paid or refused. */
  balance_frozen: MoneySchema,
  credit_limit: MoneySchema,
  credit_used: MoneySchema,
  credit_available: MoneySchema,
});
export type MemberAccountInfo = z.infer<typeof MemberAccountInfoSchema>;

/**
 * Which pot a ledger row moved: the balance, the used credit, or the credit line's limit itself
 * (a change by the shop, from_type `credit_limit`, with its reason; issue 25).
 */
export const LedgerAccountTypeSchema = z.enum(['balance', 'credit', 'limit']);
export type LedgerAccountType = z.infer<typeof LedgerAccountTypeSchema>;

/**
 * What caused a ledger row: the stored `from_type` values the ledger filters on. A refund or
 * withdrawal row comes from the pieces that write them (issue 16, 17).
 */
export const LEDGER_FROM_TYPES = [
  'recharge',
  'order_pay',
  'refund',
  'withdraw',
  'staff_adjust',
  'credit_limit',
  /** The credit line or balance owed set by the shop's ERP (issue 26). */
  'erp',
] as const;
/** A row's cause as shown; a stored value not listed above is shown as `other`. */
export const LedgerFromTypeSchema = z.enum([...LEDGER_FROM_TYPES, 'other']);
export type LedgerFromType = z.infer<typeof LedgerFromTypeSchema>;

export const LEDGER_PAGE_SIZE = 10;

/** `/api/memberaccount/page`: newest first; each filter optional; days in China time. */
export const LedgerPageBodySchema = bodySchema({
  ...pageBodyShape(LEDGER_PAGE_SIZE, 50),
  account_type: LedgerAccountTypeSchema.optional(),
  from_type: z.enum(LEDGER_FROM_TYPES).optional(),
  start_date: DaySchema.optional(),
  end_date: DaySchema.optional(),
});
export type LedgerPageBody = z.input<typeof LedgerPageBodySchema>;

export const LedgerRowSchema = z.object({
  id: z.number().int(),
  account_type: LedgerAccountTypeSchema,
  from_type: LedgerFromTypeSchema,
  /** Signed: positive adds to the pot (a recharge, a refund), negative takes from it. */
  amount: MoneySchema,
  remark: z.string(),
  /** The order (a payment) or refund the row belongs to, by id and number (issue 25); else null. */
  link: z
    .object({ kind: z.enum(['order', 'refund']), id: z.number().int(), no: z.string() })
    .nullable(),
  create_time: z.number().int(),
});
export type LedgerRow = z.infer<typeof LedgerRowSchema>;
export const LedgerPageSchema = pageSchema(LedgerRowSchema);

/** `/api/memberaccount/statement`: the last `months` bills, newest first. */
export const StatementBodySchema = bodySchema({
  months: z.coerce.number().int().min(1).max(24).default(12),
});
export type StatementBody = z.input<typeof StatementBodySchema>;

/** open: the period is running; due: closed, to repay by `due_date`; overdue; settled. */
export const BillStatusSchema = z.enum(['open', 'due', 'overdue', 'settled']);
export type BillStatus = z.infer<typeof BillStatusSchema>;

export const StatementBillSchema = z.object({
  /** The bill's month, `YYYY-MM`: the period starts on the settlement day of this month. */
  month: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  due_date: z.string(),
  used: MoneySchema,
  repaid: MoneySchema,
  due: MoneySchema,
  status: BillStatusSchema,
});
export type StatementBill = z.infer<typeof StatementBillSchema>;

export const StatementSchema = z.object({
  settle_day: z.number().int(),
  due_days: z.number().int(),
  credit_limit: MoneySchema,
  credit_used: MoneySchema,
  /** What is due now: the closed bills not yet repaid. */
  total_due: MoneySchema,
  bills: z.array(StatementBillSchema),
});
export type Statement = z.infer<typeof StatementSchema>;
