import { z } from 'zod';
import { bodySchema } from '../common';
import { MoneySchema } from '../money';
import { PayAccountSchema } from './order-create.schema';
import { PayTypeSchema } from './order.schema';

/** An out_trade_no as issued by the server. */
export const OutTradeNoSchema = z.string().regex(/^[0-9]{16,32}$/);

/** pay status: 0 waiting, 1 paid, 2 transfer voucher waiting review, -1 cancelled. */
export const PAY_STATUS = { waiting: 0, paid: 1, reviewing: 2, cancelled: -1 } as const;

export const PayInfoBodySchema = bodySchema({ out_trade_no: OutTradeNoSchema });
export type PayInfoBody = z.input<typeof PayInfoBodySchema>;

/** The shop's bank account for offline transfers. */
export const OfflineAccountSchema = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  account_no: z.string(),
});
export type OfflineAccount = z.infer<typeof OfflineAccountSchema>;

/**
 * Whether the shop has set the account buyers transfer to: until it does, the fields are empty
 * and nobody may pay or recharge by transfer (a made-up account would take real money).
 */
export const offlineAccountSet = (account: OfflineAccount): boolean =>
  account.bank_name !== '' && account.account_name !== '' && account.account_no !== '';

/** `/api/pay/info`: what is to be paid, and how the member can pay it. */
export const PayInfoSchema = z.object({
  out_trade_no: z.string(),
  pay_money: MoneySchema,
  status: z.number().int(),
  pay_type: z.string(),
  voucher: z.string(),
  /** Why staff rejected the last transfer voucher ('' when none); the buyer may pay again. */
  voucher_reject_reason: z.string(),
  orders: z.array(
    z.object({
      order_id: z.number().int(),
      order_no: z.string(),
      order_name: z.string(),
      order_money: MoneySchema,
      order_status: z.number().int(),
    }),
  ),
  account: PayAccountSchema,
  /** The shop's transfer account; empty fields until it sets one (no transfer then). */
  offline: OfflineAccountSchema,
  create_time: z.number().int(),
  pay_time: z.number().int().nullable(),
  /** When the unpaid orders close by themselves (ms since the epoch); null once paid or closed. */
  close_time: z.number().int().nullable(),
});
export type PayInfo = z.infer<typeof PayInfoSchema>;

/** `/api/pay/pay`: balance (with the pay password when set), offline (with the voucher), credit. */
export const PayBodySchema = bodySchema({
  out_trade_no: OutTradeNoSchema,
  pay_type: PayTypeSchema,
  pay_password: z.string().max(32).optional(),
  /** The uploaded transfer voucher (`/api/upload/payvoucher` pic_path). */
  voucher: z.string().max(200).optional(),
});
export type PayBody = z.input<typeof PayBodySchema>;

export const PayResultSchema = z.object({
  out_trade_no: z.string(),
  status: z.number().int(),
  pay_type: PayTypeSchema,
  pay_money: MoneySchema,
});
export type PayResult = z.infer<typeof PayResultSchema>;
