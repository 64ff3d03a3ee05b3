import { z } from 'zod';
import { bodySchema } from '../common';
import { MoneySchema } from '../money';

/** The online payment channels (issue 16): Alipay PC web payment, WeChat Pay Native (QR code). */
export const ONLINE_CHANNELS = ['alipay', 'wechatpay'] as const;
export const OnlineChannelSchema = z.enum(ONLINE_CHANNELS);
export type OnlineChannel = z.infer<typeof OnlineChannelSchema>;

/** What an online payment pays: an order payment (out_trade_no) or a balance recharge (recharge_no). */
export const PAY_SUBJECTS = ['order', 'recharge'] as const;
export const PaySubjectSchema = z.enum(PAY_SUBJECTS);
export type PaySubject = z.infer<typeof PaySubjectSchema>;

/** An out_trade_no or recharge_no as the server issues them. */
export const OnlineTradeNoSchema = z.string().regex(/^[0-9A-Za-z]{8,32}$/);

/** `/api/pay/online/channels`: the configured channels only (none when nothing is configured). */
export const OnlineChannelsSchema = z.object({ channels: z.array(OnlineChannelSchema) });
export type OnlineChannels = z.infer<typeof OnlineChannelsSchema>;

export const OnlinePayCreateBodySchema = bodySchema({
  subject: PaySubjectSchema,
  out_trade_no: OnlineTradeNoSchema,
  channel: OnlineChannelSchema,
});
export type OnlinePayCreateBody = z.input<typeof OnlinePayCreateBodySchema>;

/**
 * `/api/pay/online/create`: Alipay answers the cashier address to open (`pay_url`), WeChat Pay
 * the `code_url` to show as a QR code; the other is ''.
 */
export const OnlinePayCreatedSchema = z.object({
  channel: OnlineChannelSchema,
  out_trade_no: z.string(),
  pay_money: MoneySchema,
  pay_url: z.string(),
  code_url: z.string(),
});
export type OnlinePayCreated = z.infer<typeof OnlinePayCreatedSchema>;

export const OnlinePayStatusBodySchema = bodySchema({
  subject: PaySubjectSchema,
  out_trade_no: OnlineTradeNoSchema,
});
export type OnlinePayStatusBody = z.input<typeof OnlinePayStatusBodySchema>;

/** waiting: not paid yet; paid; closed: can no longer be paid. */
export const OnlinePayStatusSchema = z.object({
  status: z.enum(['waiting', 'paid', 'closed']),
});
export type OnlinePayStatus = z.infer<typeof OnlinePayStatusSchema>;
