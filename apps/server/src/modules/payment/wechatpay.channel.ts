import { PaySubjectSchema } from '@shop/contracts/payment';
import { Aes, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import { z } from 'zod';
import type { WechatpayConfig } from '../../config/online-pay.env';
import { AppError } from '../../lib/app-error';
import { notifyUrl, type CashierChannel } from './online-channel';
import type { VerifiedNotice } from './payment-notify.service';

/** A notification older than this is refused (replay), as the APIv3 docs advise. */
const NOTICE_MAX_AGE_S = 5 * 60;

const NoticeSchema = z.object({
  event_type: z.string(),
  resource: z.object({
    ciphertext: z.string(),
    nonce: z.string(),
    associated_data: z.string().default(''),
  }),
});

const TransactionSchema = z.object({
  mchid: z.string(),
  appid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string(),
  trade_state: z.string(),
  attach: z.string().default('order'),
  amount: z.object({ total: z.number().int() }),
});

/** WeChat Pay Native (APIv3): the code_url the buyer scans, shown as a QR code. */
export function wechatpayChannel(config: WechatpayConfig, baseUrl: string): CashierChannel {
  const client = new Wechatpay({
    mchid: config.mchid,
    serial: config.serial,
    privateKey: config.privateKey,
    certs: { [config.platformSerial]: config.platformPublicKey },
  });
  return {
    name: 'wechatpay',
    openCashier: async ({ subject, outTradeNo, amountFen, title }) => {
      const native = client.v3?.pay?.transactions?.native;
      if (!native) throw new AppError('payment.channel_failed');
      const answer = await native
        .post({
          appid: config.appid,
          mchid: config.mchid,
          description: title.slice(0, 127),
          out_trade_no: outTradeNo,
          notify_url: notifyUrl(baseUrl, 'wechatpay'),
          attach: subject,
          amount: { total: amountFen, currency: 'CNY' },
        })
        .catch(() => {
          throw new AppError('payment.channel_failed');
        });
      const codeUrl = (answer as { data?: { code_url?: unknown } }).data?.code_url;
      if (typeof codeUrl !== 'string') throw new AppError('payment.channel_failed');
      return { payUrl: '', codeUrl };
    },
  };
}

type NoticeHeaders = Record<string, string | string[] | undefined>;
const header = (headers: NoticeHeaders, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
};

/**
 * Verifies a WeChat Pay APIv3 notification: the platform serial, the timestamp, the
 * SHA256-with-RSA signature over `timestamp\nnonce\nbody\n` with the platform public key, then
 * decrypts the resource (AEAD_AES_256_GCM, APIv3 key) and checks our mchid/appid. Null when
 * not genuine, 'ignored' when genuine but not a successful payment.
 */
export function verifyWechatNotice(
  config: WechatpayConfig,
  headers: NoticeHeaders,
  rawBody: string,
  now = Date.now(),
): VerifiedNotice | 'ignored' | null {
  const timestamp = header(headers, 'wechatpay-timestamp');
  const nonce = header(headers, 'wechatpay-nonce');
  const signature = header(headers, 'wechatpay-signature');
  if (header(headers, 'wechatpay-serial') !== config.platformSerial) return null;
  if (!/^\d+$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > NOTICE_MAX_AGE_S)
    return null;
  let genuine = false;
  try {
    genuine = Rsa.verify(
      `${timestamp}\n${nonce}\n${rawBody}\n`,
      signature,
      config.platformPublicKey,
    );
  } catch {
    return null;
  }
  if (!genuine) return null;
  const notice = NoticeSchema.safeParse(safeJson(rawBody));
  if (!notice.success) return null;
  if (notice.data.event_type !== 'TRANSACTION.SUCCESS') return 'ignored';
  const { ciphertext, nonce: iv, associated_data } = notice.data.resource;
  let plain: unknown;
  try {
    plain = safeJson(Aes.AesGcm.decrypt(ciphertext, config.apiV3Key, iv, associated_data));
  } catch {
    return null;
  }
  const tx = TransactionSchema.safeParse(plain);
  if (!tx.success || tx.data.mchid !== config.mchid || tx.data.appid !== config.appid) return null;
  if (tx.data.trade_state !== 'SUCCESS') return 'ignored';
  const subject = PaySubjectSchema.safeParse(tx.data.attach);
  if (!subject.success) return null;
  return {
    channel: 'wechatpay',
    subject: subject.data,
    outTradeNo: tx.data.out_trade_no,
    tradeNo: tx.data.transaction_id,
    amountFen: tx.data.amount.total,
    payload: tx.data,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
