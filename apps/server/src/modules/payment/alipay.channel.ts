import { fenToYuan, yuanToFen } from '@shop/contracts/money';
import { PaySubjectSchema } from '@shop/contracts/payment';
import { AlipaySdk } from 'alipay-sdk';
import type { AlipayConfig } from '../../config/online-pay.env';
import { notifyUrl, type CashierChannel } from './online-channel';
import type { VerifiedNotice } from './payment-notify.service';

/** Notification states that mean the money arrived (Alipay asynchronous notification). */
const PAID_STATES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

export function alipaySdk(config: AlipayConfig): AlipaySdk {
  return new AlipaySdk({
    appId: config.appId,
    privateKey: config.privateKey,
    keyType: config.keyType,
    alipayPublicKey: config.alipayPublicKey,
    gateway: config.gateway,
  });
}

/**
 * Alipay PC web payment (alipay.trade.page.pay): the signed address of Alipay's cashier, opened
 * in a new tab; the subject travels in passback_params and comes back in the notification.
 */
export function alipayChannel(config: AlipayConfig, baseUrl: string): CashierChannel {
  const sdk = alipaySdk(config);
  return {
    name: 'alipay',
    openCashier: async ({ subject, outTradeNo, amountFen, title }) => ({
      payUrl: sdk.pageExecute('alipay.trade.page.pay', 'GET', {
        bizContent: {
          out_trade_no: outTradeNo,
          product_code: 'FAST_INSTANT_TRADE_PAY',
          total_amount: fenToYuan(amountFen),
          subject: title.slice(0, 256),
          passback_params: subject,
        },
        notifyUrl: notifyUrl(baseUrl, 'alipay'),
        returnUrl: `${baseUrl}/result?out_trade_no=${encodeURIComponent(outTradeNo)}`,
      }),
      codeUrl: '',
    }),
  };
}

/**
 * Verifies an Alipay notification (form fields, already decoded): the RSA2 signature with
 * Alipay's public key and our app id. Answers null when it is not genuine, 'ignored' when it is
 * genuine but reports no payment (e.g. WAIT_BUYER_PAY), else the payment it reports.
 */
export function verifyAlipayNotice(
  sdk: AlipaySdk,
  config: AlipayConfig,
  form: Record<string, string>,
): VerifiedNotice | 'ignored' | null {
  if (!sdk.checkNotifySignV2(form) || form.app_id !== config.appId) return null;
  if (!PAID_STATES.has(form.trade_status ?? '')) return 'ignored';
  const subject = PaySubjectSchema.safeParse(form.passback_params ?? 'order');
  const amount = form.total_amount ?? '';
  if (!subject.success || !/^\d+(\.\d{1,2})?$/.test(amount)) return null;
  if (!form.out_trade_no || !form.trade_no) return null;
  return {
    channel: 'alipay',
    subject: subject.data,
    outTradeNo: form.out_trade_no,
    tradeNo: form.trade_no,
    amountFen: yuanToFen(amount),
    payload: form,
  };
}
