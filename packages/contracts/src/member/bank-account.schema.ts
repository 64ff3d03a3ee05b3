import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';

/** Most withdrawal accounts one member keeps. */
export const BANK_ACCOUNT_MAX = 10;

/** Where a withdrawal is paid to (issue 16); the shop enables each kind in its settings. */
export const WITHDRAW_TYPES = ['bank', 'alipay'] as const;
export const WithdrawTypeSchema = z.enum(WITHDRAW_TYPES);
export type WithdrawType = z.infer<typeof WithdrawTypeSchema>;

/** A withdrawal account (`/api/memberbankaccount/*`). */
export const BankAccountSchema = z.object({
  id: z.number().int(),
  withdraw_type: WithdrawTypeSchema,
  realname: z.string(),
  mobile: z.string(),
  /** Bank cards only: the bank and its branch (开户行). */
  bank_name: z.string(),
  branch_name: z.string(),
  /** The card number (digits) or the Alipay account (a mobile or an e-mail address). */
  account_number: z.string(),
  is_default: z.number().int(),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

export const BankAccountPageBodySchema = bodySchema(
  pageBodyShape(BANK_ACCOUNT_MAX, BANK_ACCOUNT_MAX),
);
export const BankAccountPageSchema = pageSchema(BankAccountSchema);
export type BankAccountPage = z.infer<typeof BankAccountPageSchema>;

export const BankAccountIdBodySchema = bodySchema({ id: IdSchema });

/** A bank card number: 12-19 digits (spaces typed between groups are dropped). */
export const BANK_CARD_PATTERN = /^\d{12,19}$/;
/** An Alipay account: a mainland mobile number or an e-mail address. */
export const ALIPAY_ACCOUNT_PATTERN = /^(1\d{10}|[^\s@]{1,64}@[^\s@]{1,60}\.[^\s@]{2,20})$/;
/** A holder's name: 2-30 Chinese characters, letters, spaces or the middle dot of names. */
export const HOLDER_NAME_PATTERN = /^[\p{Script=Han}A-Za-z·.\s]{2,30}$/u;

const bankAccountFields = {
  withdraw_type: WithdrawTypeSchema,
  realname: z.string().trim().regex(HOLDER_NAME_PATTERN),
  mobile: z
    .string()
    .trim()
    .regex(/^1\d{10}$/),
  bank_name: z.string().trim().max(50).default(''),
  branch_name: z.string().trim().max(80).default(''),
  account_number: z
    .string()
    .trim()
    .max(80)
    .transform((v) => v.replace(/\s+/g, '')),
  is_default: z.coerce.number().int().min(0).max(1).default(0),
};

/** A bank card needs its bank and a card number; Alipay an Alipay account. */
const checkAccount = <
  T extends { withdraw_type: WithdrawType; bank_name: string; account_number: string },
>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.withdraw_type === 'bank') {
    if (value.bank_name === '')
      ctx.addIssue({ code: 'custom', path: ['bank_name'], message: 'bank_name required' });
    if (!BANK_CARD_PATTERN.test(value.account_number))
      ctx.addIssue({ code: 'custom', path: ['account_number'], message: 'bad card number' });
  } else if (!ALIPAY_ACCOUNT_PATTERN.test(value.account_number))
    ctx.addIssue({ code: 'custom', path: ['account_number'], message: 'bad alipay account' });
};

/** `/api/memberbankaccount/add`. */
export const BankAccountAddBodySchema = bodySchema(bankAccountFields).superRefine(checkAccount);
export type BankAccountAddBody = z.input<typeof BankAccountAddBodySchema>;

/** `/api/memberbankaccount/edit`. */
export const BankAccountEditBodySchema = bodySchema({
  id: IdSchema,
  ...bankAccountFields,
}).superRefine(checkAccount);
export type BankAccountEditBody = z.input<typeof BankAccountEditBodySchema>;

/** `/api/memberwithdraw/transferType`: the kinds of account the shop pays withdrawals to. */
export const TransferTypeListSchema = z.array(
  z.object({ type: WithdrawTypeSchema, name: z.string() }),
);
export type TransferTypeList = z.infer<typeof TransferTypeListSchema>;
