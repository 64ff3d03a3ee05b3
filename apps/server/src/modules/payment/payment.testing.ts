import { createCipheriv, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { TestApp } from '../../test/test-app';

/** RSA key pairs made for a test: nothing leaves the machine (issue 16). */
function rsaPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** Both channels configured with fresh keys; the channels' own private keys sign notices. */
export function testChannels() {
  const alipayApp = rsaPair();
  const alipay = rsaPair();
  const merchant = rsaPair();
  const platform = rsaPair();
  const apiV3Key = randomBytes(16).toString('hex');
  const env = {
    PAY_NOTIFY_BASE_URL: 'https://shop.example.com',
    ALIPAY_APP_ID: '2021000000000001',
    ALIPAY_PRIVATE_KEY: alipayApp.privatePem,
    ALIPAY_PUBLIC_KEY: alipay.publicPem,
    WECHATPAY_MCHID: '1900000001',
    WECHATPAY_APPID: 'wx0000000000000001',
    WECHATPAY_SERIAL: 'MERCHANTSERIAL01',
    WECHATPAY_PRIVATE_KEY: merchant.privatePem,
    WECHATPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0001',
    WECHATPAY_PLATFORM_PUBLIC_KEY: platform.publicPem,
    WECHATPAY_APIV3_KEY: apiV3Key,
  };
  return { env, alipayApp, alipay, platform, apiV3Key };
}
export type TestChannels = ReturnType<typeof testChannels>;

const rsaSign = (text: string, privatePem: string) =>
  createSign('RSA-SHA256').update(text, 'utf8').sign(privatePem, 'base64');

/** The fields Alipay posts for a paid trade, signed as Alipay signs them (sorted k=v, RSA2). */
export function alipayNotice(
  keys: TestChannels,
  fields: { out_trade_no: string; total_amount: string; trade_no: string; subject?: string },
  signWith = keys.alipay.privatePem,
): Record<string, string> {
  const form: Record<string, string> = {
    app_id: keys.env.ALIPAY_APP_ID,
    notify_time: '2026-11-26 20:00:00',
    notify_type: 'trade_status_sync',
    notify_id: randomBytes(8).toString('hex'),
    trade_status: 'TRADE_SUCCESS',
    out_trade_no: fields.out_trade_no,
    trade_no: fields.trade_no,
    total_amount: fields.total_amount,
    passback_params: fields.subject ?? 'order',
    charset: 'utf-8',
  };
  const content = Object.keys(form)
    .sort()
    .map((k) => `${k}=${form[k]}`)
    .join('&');
  return { ...form, sign_type: 'RSA2', sign: rsaSign(content, signWith) };
}

export function postAlipay(t: TestApp, form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pay/notify/alipay',
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** A WeChat Pay APIv3 TRANSACTION.SUCCESS notice: resource encrypted, body signed. */
export function wechatNotice(
  keys: TestChannels,
  tx: { out_trade_no: string; total: number; transaction_id: string },
  signWith = keys.platform.privatePem,
) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', keys.apiV3Key, nonce);
  cipher.setAAD(Buffer.from('transaction'));
  const plain = JSON.stringify({
    mchid: keys.env.WECHATPAY_MCHID,
    appid: keys.env.WECHATPAY_APPID,
    out_trade_no: tx.out_trade_no,
    transaction_id: tx.transaction_id,
    trade_state: 'SUCCESS',
    attach: 'order',
    amount: { total: tx.total, payer_total: tx.total, currency: 'CNY' },
  });
  const ciphertext = Buffer.concat([
    cipher.update(plain, 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const body = JSON.stringify({
    id: randomBytes(8).toString('hex'),
    event_type: 'TRANSACTION.SUCCESS',
    resource_type: 'encrypt-resource',
    resource: {
      algorithm: 'AEAD_AES_256_GCM',
      original_type: 'transaction',
      ciphertext: ciphertext.toString('base64'),
      associated_data: 'transaction',
      nonce,
    },
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headerNonce = randomBytes(8).toString('hex');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': headerNonce,
      'wechatpay-serial': keys.env.WECHATPAY_PLATFORM_SERIAL,
      'wechatpay-signature': rsaSign(`${timestamp}\n${headerNonce}\n${body}\n`, signWith),
    },
  };
}

export function postWechat(t: TestApp, notice: ReturnType<typeof wechatNotice>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pay/notify/wechatpay',
    payload: notice.body,
    headers: notice.headers,
  });
}
