import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { BankAccountSchema } from '../member/bank-account.schema';
import { MoneySchema } from '../money';
import {
  ComplainSchema,
  RefundDetailSchema,
  RefundGoodsSchema,
  RefundSummarySchema,
  RefundWaySchema,
} from './refund.schema';

/** The console's refunds and complaints (issue 17). */

/** Console filters: waiting for the shop (applied or return arrived), transfer to pay, ... */
export const CONSOLE_REFUND_STATES = [
  'all',
  'todo',
  'wait_return',
  'wait_transfer',
  'refunded',
  'closed',
] as const;
export const ConsoleRefundStateSchema = z.enum(CONSOLE_REFUND_STATES);
export type ConsoleRefundState = z.infer<typeof ConsoleRefundStateSchema>;

/** `/staff/api/refund/lists`. */
export const ConsoleRefundListBodySchema = bodySchema({
  ...pageBodyShape(20, 100),
  state: ConsoleRefundStateSchema.default('all'),
  /** Part of the refund number, order number or buyer's username. */
  keyword: z.string().trim().max(50).optional(),
});
export type ConsoleRefundListBody = z.input<typeof ConsoleRefundListBodySchema>;

export const ConsoleRefundRowSchema = RefundSummarySchema.extend({
  member_id: z.number().int(),
  buyer_username: z.string(),
  site_id: z.number().int(),
  /** The order's pay type. */
  pay_type: z.string(),
  has_complain: z.boolean(),
});
export type ConsoleRefundRow = z.infer<typeof ConsoleRefundRowSchema>;
export const ConsoleRefundPageSchema = pageSchema(ConsoleRefundRowSchema);
export type ConsoleRefundPage = z.infer<typeof ConsoleRefundPageSchema>;

/** What staff may do with a refund now. */
export const REFUND_STAFF_ACTIONS = ['agree', 'refuse', 'receive', 'transfer', 'message'] as const;
export const RefundStaffActionSchema = z.enum(REFUND_STAFF_ACTIONS);
export type RefundStaffAction = z.infer<typeof RefundStaffActionSchema>;

export const ConsoleRefundDetailSchema = RefundDetailSchema.omit({ actions: true }).extend({
  member_id: z.number().int(),
  buyer_username: z.string(),
  pay_type: z.string(),
  order_money: MoneySchema,
  /** Where the money may go back for this order (the agree dialog offers these). */
  refund_ways: z.array(RefundWaySchema),
  /** The shop's default return address, offered when agreeing to a return. */
  default_return_address: z.string(),
  /**
   * Where finance may transfer a refund by bank: the buyer's withdrawal accounts (issue 16), the
   * default first; empty when the order's refunds cannot go by bank.
   */
  receiving_accounts: z.array(BankAccountSchema),
  staff_actions: z.array(RefundStaffActionSchema),
});
export type ConsoleRefundDetail = z.infer<typeof ConsoleRefundDetailSchema>;

export const ConsoleRefundIdBodySchema = bodySchema({ refund_id: IdSchema });

/**
 * `/staff/api/refund/receive`: the returned goods arrived. Before the buyer sent a return waybill
 * (status 2) staff must confirm it knowingly with `no_waybill: true` (goods handed back in
 * person, or a parcel without a number); without it the call is refused (issue 25).
 */
export const ConsoleRefundReceiveBodySchema = bodySchema({
  refund_id: IdSchema,
  no_waybill: z.boolean().default(false),
});
export type ConsoleRefundReceiveBody = z.input<typeof ConsoleRefundReceiveBodySchema>;

/**
 * `/staff/api/refund/agree`: a money-only refund goes back at once (or waits for finance when
 * by bank); a return waits for the buyer's parcel to `return_address`.
 */
export const ConsoleRefundAgreeBodySchema = bodySchema({
  refund_id: IdSchema,
  refund_way: RefundWaySchema.optional(),
  return_address: z.string().trim().max(300).optional(),
  message: z.string().trim().max(500).default(''),
});
export type ConsoleRefundAgreeBody = z.input<typeof ConsoleRefundAgreeBodySchema>;

export const ConsoleRefundRefuseBodySchema = bodySchema({
  refund_id: IdSchema,
  reason: z.string().trim().min(1).max(200),
});
export type ConsoleRefundRefuseBody = z.input<typeof ConsoleRefundRefuseBodySchema>;

/** `/staff/api/refund/transfer`: finance paid the refund by bank. */
export const ConsoleRefundTransferBodySchema = bodySchema({
  refund_id: IdSchema,
  remark: z.string().trim().min(1).max(200),
});
export type ConsoleRefundTransferBody = z.input<typeof ConsoleRefundTransferBodySchema>;

/** `/staff/api/refund/message`: the shop writes in the refund's conversation. */
export const ConsoleRefundMessageBodySchema = bodySchema({
  refund_id: IdSchema,
  message: z.string().trim().min(1).max(500),
});
export type ConsoleRefundMessageBody = z.input<typeof ConsoleRefundMessageBodySchema>;

/** Complaints: waiting for the platform or all. */
export const ConsoleComplainListBodySchema = bodySchema({
  ...pageBodyShape(20, 100),
  status: z.enum(['waiting', 'decided', 'all']).default('waiting'),
});
export type ConsoleComplainListBody = z.input<typeof ConsoleComplainListBodySchema>;

export const ConsoleComplainRowSchema = ComplainSchema.extend({
  refund_id: z.number().int(),
  refund_no: z.string(),
  goods: RefundGoodsSchema,
  apply_money: MoneySchema,
  buyer_username: z.string(),
  site_id: z.number().int(),
});
export type ConsoleComplainRow = z.infer<typeof ConsoleComplainRowSchema>;
export const ConsoleComplainPageSchema = pageSchema(ConsoleComplainRowSchema);
export type ConsoleComplainPage = z.infer<typeof ConsoleComplainPageSchema>;

/**
 * `/staff/api/complain/decide`: buyer (the refund goes ahead) or shop (the refusal stands). For the
 * buyer, `refund_way` picks where the money goes back among the order's refund ways (by bank it
 * waits for finance); without it the first of them (the balance for a transfer order).
 */
export const ConsoleComplainDecideBodySchema = bodySchema({
  complain_id: IdSchema,
  decision: z.enum(['buyer', 'shop']),
  note: z.string().trim().min(1).max(500),
  refund_way: RefundWaySchema.optional(),
});
export type ConsoleComplainDecideBody = z.input<typeof ConsoleComplainDecideBodySchema>;
