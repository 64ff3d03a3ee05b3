import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';
import { MoneyInputSchema, MoneySchema, SignedMoneyInputSchema } from '../money';
import { QualificationStatusSchema } from './member.schema';
import { MemberDocumentSchema } from './qualification.schema';

/*
 * The staff console's member calls (issue 15, docs/adr/0015-staff-see-members.md). Members are
 * platform accounts; a shop's staff reach the members who ordered from the shop or whose salesman
 * works there (and, for the platform's own shop, the members not yet attached to any shop). A
 * member out of reach is answered exactly like one that does not exist. Money is yuan with 2
 * decimals on the wire, integer fen inside. Times are epoch milliseconds.
 */

/** An account state: 1 normal (may sign in), 0 disabled (signed out everywhere, may not sign in). */
export const MemberStatusSchema = z.union([z.literal(0), z.literal(1)]);

/** A calendar day, `YYYY-MM-DD` (China time), for date filters. */
export const DaySchema = z
  .string()
  .trim()
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

/** What the member list may be sorted by. */
export const MEMBER_LIST_SORTS = ['member_id', 'created_at', 'last_login_at', 'balance'] as const;

/**
 * `/staff/api/member/lists`: paged, newest first unless `sort` says otherwise. `search` matches
 * a part of the username, mobile, nickname or real name (case-insensitive). Each filter is
 * optional; `salesman_id` 0 finds the members without a salesman.
 */
export const ConsoleMemberListBodySchema = bodySchema({
  ...pageBodyShape(20),
  search: z.string().trim().max(50).optional(),
  label_id: IdSchema.optional(),
  level_id: IdSchema.optional(),
  status: z.coerce.number().pipe(MemberStatusSchema).optional(),
  qualification_status: QualificationStatusSchema.optional(),
  salesman_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  /** Registered on or after this day. */
  reg_start: DaySchema.optional(),
  /** Registered on or before this day. */
  reg_end: DaySchema.optional(),
  sort: z.enum(MEMBER_LIST_SORTS).default('member_id'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ConsoleMemberListBody = z.infer<typeof ConsoleMemberListBodySchema>;

/** One row of the member list. `mobile` is shown in full to staff. */
export const ConsoleMemberRowSchema = z.object({
  member_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  realname: z.string(),
  mobile: z.string(),
  label_id: z.number().int(),
  label_name: z.string(),
  level_id: z.number().int(),
  level_name: z.string(),
  status: MemberStatusSchema,
  balance: MoneySchema,
  credit_limit: MoneySchema,
  credit_used: MoneySchema,
  point: z.number().int(),
  qualification_status: QualificationStatusSchema,
  /** 0: no salesman. */
  salesman_id: z.number().int(),
  salesman_name: z.string(),
  /** 0: in no login group. */
  login_group_id: z.number().int(),
  create_time: z.number().int(),
  /** null: never signed in. */
  last_login_time: z.number().int().nullable(),
});
export type ConsoleMemberRow = z.infer<typeof ConsoleMemberRowSchema>;
export const ConsoleMemberPageSchema = pageSchema(ConsoleMemberRowSchema);

/** A body naming one member. */
export const ConsoleMemberIdBodySchema = bodySchema({ member_id: IdSchema });

/** `/staff/api/member/disable`: the reason, if given, is what the member reads at sign-in. */
export const DisableMemberBodySchema = bodySchema({
  member_id: IdSchema,
  reason: z.string().trim().max(100).default(''),
});
export type DisableMemberBody = z.input<typeof DisableMemberBodySchema>;

/** An account of the member's login group (the member itself included, `is_self`). */
export const ConsoleGroupAccountSchema = z.object({
  member_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  status: MemberStatusSchema,
  is_self: z.boolean(),
});

/**
 * `/staff/api/member/detail`. `orders` counts the member's orders with the staff account's shop
 * (every shop for a platform account): all of them, and the paid ones with their money.
 * `recent_orders` are the latest few of those.
 */
export const ConsoleMemberDetailSchema = ConsoleMemberRowSchema.extend({
  headimg: z.string(),
  full_address: z.string(),
  growth: z.number().int(),
  invitation_code: z.string(),
  /** Every version of every document of the member, newest first (issue 16). */
  documents: z.array(MemberDocumentSchema),
  group_accounts: z.array(ConsoleGroupAccountSchema),
  orders: z.object({
    count: z.number().int(),
    paid_count: z.number().int(),
    /** Total of the paid orders (order money). */
    paid_money: MoneySchema,
  }),
  recent_orders: z.array(
    z.object({
      order_id: z.number().int(),
      order_no: z.string(),
      site_id: z.number().int(),
      order_status: z.number().int(),
      order_money: MoneySchema,
      create_time: z.number().int(),
    }),
  ),
});
export type ConsoleMemberDetail = z.infer<typeof ConsoleMemberDetailSchema>;

/**
 * `/staff/api/member/reviewdocument` (issue 16): approves (`pass` 1) one waiting document version,
 * possibly correcting its number, dates and scopes, or rejects it (`pass` 0) with a reason the
 * buyer reads (2-200 characters). Approving a renewal retires the older approved version. Only a
 * waiting version may be decided: a second decision is refused.
 */
export const ReviewDocumentBodySchema = bodySchema({
  id: IdSchema,
  pass: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])),
  remark: z.string().trim().max(200).default(''),
  doc_no: z.string().trim().max(64).optional(),
  valid_from: DaySchema.or(z.literal('')).optional(),
  /** '' : valid without end (长期). */
  valid_to: DaySchema.or(z.literal('')).optional(),
  scopes: z
    .array(z.string().regex(/^[a-z0-9_]{1,30}$/))
    .max(30)
    .optional(),
});
export type ReviewDocumentBody = z.infer<typeof ReviewDocumentBodySchema>;

/** `/staff/api/member/documentqueue`: the document versions waiting review, oldest first. */
export const DocumentQueueBodySchema = bodySchema({ ...pageBodyShape(20) });
export const DocumentQueueRowSchema = MemberDocumentSchema.extend({
  member_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type_name: z.string(),
  /** Whether an approved older version of this type still counts (a renewal). */
  is_renewal: z.boolean(),
});
export type DocumentQueueRow = z.infer<typeof DocumentQueueRowSchema>;
export const DocumentQueuePageSchema = pageSchema(DocumentQueueRowSchema);

/** `/staff/api/member/setlabel`: the buyer type, which sale control decides on. */
export const SetMemberLabelBodySchema = bodySchema({ member_id: IdSchema, label_id: IdSchema });
/** `/staff/api/member/setlevel`. */
export const SetMemberLevelBodySchema = bodySchema({ member_id: IdSchema, level_id: IdSchema });

/**
 * `/staff/api/member/setcredit`: the credit line (账期额度), at least what is in use.
 * `credit_limit` yuan, at most 2 decimals, e.g. "5000" or "5000.50".
 */
export const SetCreditBodySchema = bodySchema({
  member_id: IdSchema,
  credit_limit: MoneyInputSchema,
  /** Why (2-200 characters): the member reads it on the change's row of their ledger. */
  reason: z.string().trim().max(200),
});
export type SetCreditBody = z.infer<typeof SetCreditBodySchema>;

/**
 * `/staff/api/member/adjustbalance`: adds (`amount` "100.00") or takes off ("-20.50") balance,
 * never below zero, with a reason (2-200 characters) kept in the member's ledger. 0 is refused.
 */
export const AdjustBalanceBodySchema = bodySchema({
  member_id: IdSchema,
  amount: SignedMoneyInputSchema,
  remark: z.string().trim().max(200),
});
export type AdjustBalanceBody = z.infer<typeof AdjustBalanceBodySchema>;

/** What a money change answers: the member's figures after it. */
export const MemberMoneySchema = z.object({
  balance: MoneySchema,
  credit_limit: MoneySchema,
  credit_used: MoneySchema,
});
export type MemberMoney = z.infer<typeof MemberMoneySchema>;

/**
 * `/staff/api/member/linkaccount`: puts `link_member_id` into the login group of `member_id`
 * (a new group for both when `member_id` has none), so one person switches between them with
 * `/api/login/login` (member_id + change). An account already in another group is refused until
 * it is unlinked.
 */
export const LinkAccountBodySchema = bodySchema({
  member_id: IdSchema,
  link_member_id: IdSchema,
});
export type LinkAccountBody = z.infer<typeof LinkAccountBodySchema>;

/** `/staff/api/member/setsalesman`: a salesman of the staff account's shop, or 0 for none. */
export const SetSalesmanBodySchema = bodySchema({
  member_id: IdSchema,
  salesman_id: z.coerce.number().int().min(0).max(2_147_483_647),
});
export type SetSalesmanBody = z.infer<typeof SetSalesmanBodySchema>;

/** The answer of `/staff/api/member/options`: what the console's selects offer. */
export const ConsoleMemberOptionsSchema = z.object({
  labels: z.array(z.object({ label_id: z.number().int(), label_name: z.string() })),
  levels: z.array(z.object({ level_id: z.number().int(), level_name: z.string() })),
  /** The salesmen of the staff account's shop (of every shop for a platform account). */
  salesmen: z.array(
    z.object({ staff_id: z.number().int(), nickname: z.string(), site_id: z.number().int() }),
  ),
});
export type ConsoleMemberOptions = z.infer<typeof ConsoleMemberOptionsSchema>;
