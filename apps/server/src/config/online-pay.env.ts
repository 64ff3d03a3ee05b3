import { z } from 'zod';

/**
 * The online payment channels' settings (issue 16). A channel is configured when every one of its
 * variables is set; otherwise it is hidden. Keys are PEM text; `\n` written in one line is read
 * as a line break.
 */
export const OnlinePayEnvSchema = z.object({
  /** The public address the channels post their notifications to, e.g. https://shop.example.com */
  PAY_NOTIFY_BASE_URL: z.string().url().optional(),
  ALIPAY_APP_ID: z.string().optional(),
  /** The application's private key (RSA2). */
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  /** How the private key is written: PKCS1 (BEGIN RSA PRIVATE KEY) or PKCS8 (BEGIN PRIVATE KEY). */
  ALIPAY_KEY_TYPE: z.enum(['PKCS1', 'PKCS8']).default('PKCS1'),
  /** Alipay's public key (to verify its notifications). */
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  WECHATPAY_MCHID: z.string().optional(),
  WECHATPAY_APPID: z.string().optional(),
  /** The serial number of the merchant API certificate. */
  WECHATPAY_SERIAL: z.string().optional(),
  /** The merchant API private key (apiclient_key.pem). */
  WECHATPAY_PRIVATE_KEY: z.string().optional(),
  /** WeChat Pay's platform public key (or certificate public key) and its id/serial. */
  WECHATPAY_PLATFORM_SERIAL: z.string().optional(),
  WECHATPAY_PLATFORM_PUBLIC_KEY: z.string().optional(),
  /** The 32-character APIv3 key that encrypts the notifications' resource. */
  WECHATPAY_APIV3_KEY: z.string().length(32).optional(),
});

type OnlinePayEnv = z.output<typeof OnlinePayEnvSchema>;

export type AlipayConfig = {
  appId: string;
  privateKey: string;
  keyType: 'PKCS1' | 'PKCS8';
  alipayPublicKey: string;
  gateway: string;
};

export type WechatpayConfig = {
  mchid: string;
  appid: string;
  serial: string;
  privateKey: string;
  platformSerial: string;
  platformPublicKey: string;
  apiV3Key: string;
};

export type OnlinePayConfig = {
  notifyBaseUrl: string;
  alipay: AlipayConfig | null;
  wechatpay: WechatpayConfig | null;
};

const pem = (value: string) => value.replace(/\\n/g, '\n');
const filled = (...values: (string | undefined)[]) => values.every((v) => v && v.trim() !== '');

export function onlinePayConfig(e: OnlinePayEnv): OnlinePayConfig {
  const base = e.PAY_NOTIFY_BASE_URL?.replace(/\/+$/, '') ?? '';
  const alipay =
    base && filled(e.ALIPAY_APP_ID, e.ALIPAY_PRIVATE_KEY, e.ALIPAY_PUBLIC_KEY)
      ? {
          appId: e.ALIPAY_APP_ID!,
          privateKey: pem(e.ALIPAY_PRIVATE_KEY!),
          keyType: e.ALIPAY_KEY_TYPE,
          alipayPublicKey: pem(e.ALIPAY_PUBLIC_KEY!),
          gateway: e.ALIPAY_GATEWAY,
        }
      : null;
  const wechatpay =
    base &&
    filled(
      e.WECHATPAY_MCHID,
      e.WECHATPAY_APPID,
      e.WECHATPAY_SERIAL,
      e.WECHATPAY_PRIVATE_KEY,
      e.WECHATPAY_PLATFORM_SERIAL,
      e.WECHATPAY_PLATFORM_PUBLIC_KEY,
      e.WECHATPAY_APIV3_KEY,
    )
      ? {
          mchid: e.WECHATPAY_MCHID!,
          appid: e.WECHATPAY_APPID!,
          serial: e.WECHATPAY_SERIAL!,
          privateKey: pem(e.WECHATPAY_PRIVATE_KEY!),
          platformSerial: e.WECHATPAY_PLATFORM_SERIAL!,
          platformPublicKey: pem(e.WECHATPAY_PLATFORM_PUBLIC_KEY!),
          apiV3Key: e.WECHATPAY_APIV3_KEY!,
        }
      : null;
  return { notifyBaseUrl: base, alipay, wechatpay };
}
