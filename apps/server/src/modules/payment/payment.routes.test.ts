import { createVerify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken } from '../auth/testing';
import { anyShopId, insertTestOrder } from '../order/order.testing';
import { configuredChannels } from './channels';
import { alipayNotice, postAlipay, testChannels, type TestChannels } from './payment.testing';

type Created = { channel: string; pay_money: string; pay_url: string; code_url: string };

describe('online payment calls /api/pay/online/*', () => {
  let t: TestApp;
  let keys: TestChannels;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let siteId = 0;
  const create = (who: string, body: object) =>
    t.call<Created>('/api/pay/online/create', { ...body, token: tokens[who] });
  const status = (who: string, outTradeNo: string) =>
    t.call<{ status: string }>('/api/pay/online/status', {
      subject: 'order',
      out_trade_no: outTradeNo,
      token: tokens[who],
    });

  beforeAll(async () => {
    keys = testChannels();
    t = await createTestApp({ env: keys.env });
    for (const who of ['buyer', 'other']) {
      ids[who] = await addMember(t, { username: who });
      tokens[who] = await loginToken(t, who);
    }
    siteId = await anyShopId(t);
  });
  afterAll(() => t.close());

  it('lists the configured channels only: none by default', async () => {
    expect(configuredChannels(loadConfig({ NODE_ENV: 'test' }).onlinePay).size).toBe(0);
    const res = await t.call<{ channels: string[] }>('/api/pay/online/channels');
    expect(res.data.channels).toEqual(['alipay', 'wechatpay']);
  });

  it('answers an Alipay cashier address signed with the app key (RSA2)', async () => {
    const o = await insertTestOrder(t, { memberId: ids.buyer!, siteId, moneyFen: 12_300 });
    const res = await create('buyer', {
      subject: 'order',
      out_trade_no: o.outTradeNo,
      channel: 'alipay',
    });
    expect(res).toMatchObject({ code: 0, data: { channel: 'alipay', pay_money: '123.00' } });
    const url = new URL(res.data.pay_url);
    expect(url.origin + url.pathname).toBe('https://openapi.alipay.com/gateway.do');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      method: 'alipay.trade.page.pay',
      app_id: keys.env.ALIPAY_APP_ID,
      sign_type: 'RSA2',
      notify_url: 'https://shop.example.com/api/pay/notify/alipay',
    });
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      out_trade_no: o.outTradeNo,
      total_amount: '123.00',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      passback_params: 'order',
    });
    const { sign, ...signed } = params;
    const content = Object.keys(signed)
      .sort()
      .map((k) => `${k}=${signed[k]}`)
      .join('&');
    const genuine = createVerify('RSA-SHA256')
      .update(content, 'utf8')
      .verify(keys.alipayApp.publicPem, sign!, 'base64');
    expect(genuine).toBe(true);
  });

  it('refuses another member’s payment, a paid one, bad input and a subject not yet wired', async () => {
    const o = await insertTestOrder(t, { memberId: ids.buyer!, siteId, moneyFen: 1_000 });
    const body = { subject: 'order', out_trade_no: o.outTradeNo, channel: 'alipay' };
    const foreign = await create('other', body);
    expect(foreign.code).not.toBe(0);
    expect(foreign.message).toBe('支付单不存在');
    expect((await status('other', o.outTradeNo)).code).not.toBe(0);
    expect((await create('buyer', { ...body, channel: 'unionpay' })).code).not.toBe(0);
    expect((await create('buyer', { ...body, out_trade_no: '../x' })).code).not.toBe(0);
    const noToken = await t.call('/api/pay/online/create', body);
    expect(noToken.code).toBe(-10009);
    const paid = alipayNotice(keys, {
      out_trade_no: o.outTradeNo,
      total_amount: '10.00',
      trade_no: 'T-paid-1',
    });
    expect((await postAlipay(t, paid)).body).toBe('success');
    const again = await create('buyer', body);
    expect(again.code).not.toBe(0);
    expect(again.message).toBe('该笔款项已支付，无需重复支付');
    const recharge = await create('buyer', { ...body, subject: 'recharge' });
    expect(recharge.code).not.toBe(0);
  });

  it('the pay page polls the status until the notification pays it', async () => {
    const o = await insertTestOrder(t, { memberId: ids.buyer!, siteId, moneyFen: 2_500 });
    expect((await status('buyer', o.outTradeNo)).data).toEqual({ status: 'waiting' });
    const form = alipayNotice(keys, {
      out_trade_no: o.outTradeNo,
      total_amount: '25.00',
      trade_no: 'T-poll-1',
    });
    await postAlipay(t, form);
    expect((await status('buyer', o.outTradeNo)).data).toEqual({ status: 'paid' });
  });
});
