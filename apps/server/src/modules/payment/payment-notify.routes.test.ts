import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAccount, memberRecharge, orderLog, orderPay, paymentNotify } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken } from '../auth/testing';
import { anyShopId, insertTestOrder } from '../order/order.testing';
import {
  alipayNotice,
  postAlipay,
  postWechat,
  testChannels,
  wechatNotice,
  type TestChannels,
} from './payment.testing';
import { moneyOf } from '../finance/member-money.testing';

describe('online payment notifications /api/pay/notify/*', () => {
  let t: TestApp;
  let keys: TestChannels;
  let memberId = 0;
  let siteId = 0;
  const payRow = async (outTradeNo: string) =>
    (await t.database.db.select().from(orderPay).where(eq(orderPay.outTradeNo, outTradeNo)))[0]!;
  const notices = (outTradeNo: string) =>
    t.database.db.select().from(paymentNotify).where(eq(paymentNotify.outTradeNo, outTradeNo));
  const payLogs = async (orderId: number) =>
    (await t.database.db.select().from(orderLog).where(eq(orderLog.orderId, orderId))).filter(
      (l) => l.action === 'pay',
    );
  const newOrder = (moneyFen: number) => insertTestOrder(t, { memberId, siteId, moneyFen });

  beforeAll(async () => {
    keys = testChannels();
    t = await createTestApp({ env: keys.env });
    memberId = await addMember(t, { username: 'payer' });
    siteId = await anyShopId(t);
  });
  afterAll(() => t.close());

  it('Alipay: a genuine notice pays the order once; its repeat answers success and changes nothing', async () => {
    const o = await newOrder(12_345);
    const form = alipayNotice(keys, {
      out_trade_no: o.outTradeNo,
      total_amount: '123.45',
      trade_no: '2026112622001400001',
    });
    const first = await postAlipay(t, form);
    expect(first.body).toBe('success');
    const paid = await payRow(o.outTradeNo);
    expect(paid).toMatchObject({ status: 1, payType: 'alipay', payMoneyFen: 12_345 });
    const again = await postAlipay(t, form);
    expect(again.body).toBe('success');
    expect((await payRow(o.outTradeNo)).payTime).toEqual(paid.payTime);
    expect(await notices(o.outTradeNo)).toHaveLength(1);
    expect(await payLogs(o.orderId)).toHaveLength(1);
    const ledger = await t.database.db
      .select()
      .from(memberAccount)
      .where(eq(memberAccount.memberId, memberId));
    expect(ledger).toEqual([]);
  });

  it('Alipay: a bad signature, a wrong amount or an unknown number is refused and changes nothing', async () => {
    const o = await newOrder(5_000);
    const base = { out_trade_no: o.outTradeNo, total_amount: '50.00', trade_no: 'T-bad-1' };
    const forged = alipayNotice(keys, base, keys.alipayApp.privatePem);
    expect((await postAlipay(t, forged)).body).toBe('fail');
    const tampered = { ...alipayNotice(keys, base), total_amount: '0.01' };
    expect((await postAlipay(t, tampered)).body).toBe('fail');
    const short = alipayNotice(keys, { ...base, total_amount: '49.99', trade_no: 'T-bad-2' });
    expect((await postAlipay(t, short)).body).toBe('fail');
    const unknown = alipayNotice(keys, { ...base, out_trade_no: '99999999999999999999' });
    expect((await postAlipay(t, unknown)).body).toBe('fail');
    expect(await payRow(o.outTradeNo)).toMatchObject({ status: 0, payType: '' });
    expect(await notices(o.outTradeNo)).toEqual([]);
    expect(await payLogs(o.orderId)).toEqual([]);
  });

  it('WeChat Pay: a genuine notice pays once (204); a repeat is 204; a forged one is refused', async () => {
    const o = await newOrder(8_800);
    const notice = wechatNotice(keys, {
      out_trade_no: o.outTradeNo,
      total: 8_800,
      transaction_id: '4200000000202611260001',
    });
    const forged = wechatNotice(
      keys,
      { out_trade_no: o.outTradeNo, total: 8_800, transaction_id: '4200000000202611260002' },
      keys.alipay.privatePem,
    );
    expect((await postWechat(t, forged)).statusCode).toBe(401);
    expect((await payRow(o.outTradeNo)).status).toBe(0);
    expect((await postWechat(t, notice)).statusCode).toBe(204);
    expect(await payRow(o.outTradeNo)).toMatchObject({ status: 1, payType: 'wechatpay' });
    expect((await postWechat(t, notice)).statusCode).toBe(204);
    expect(await notices(o.outTradeNo)).toHaveLength(1);
    expect(await payLogs(o.orderId)).toHaveLength(1);
  });

  it('WeChat Pay: a wrong amount is refused (400) and changes nothing', async () => {
    const o = await newOrder(3_000);
    const notice = wechatNotice(keys, {
      out_trade_no: o.outTradeNo,
      total: 2_999,
      transaction_id: '4200000000202611260003',
    });
    expect((await postWechat(t, notice)).statusCode).toBe(400);
    expect((await payRow(o.outTradeNo)).status).toBe(0);
    expect(await notices(o.outTradeNo)).toEqual([]);
  });

  /** Real concurrent transactions need real PostgreSQL (PGlite runs one at a time). */
  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
    'ten concurrent copies of one notice pay the order once',
    async () => {
      const o = await newOrder(20_000);
      const form = alipayNotice(keys, {
        out_trade_no: o.outTradeNo,
        total_amount: '200.00',
        trade_no: '2026112622001400099',
      });
      const answers = await Promise.all(Array.from({ length: 10 }, () => postAlipay(t, form)));
      expect(answers.map((a) => a.body)).toEqual(Array(10).fill('success'));
      expect(await payRow(o.outTradeNo)).toMatchObject({ status: 1, payType: 'alipay' });
      expect(await notices(o.outTradeNo)).toHaveLength(1);
      expect(await payLogs(o.orderId)).toHaveLength(1);
    },
  );

  it('Alipay: a recharge paid online is credited once, with one ledger row', async () => {
    const token = await loginToken(t, 'payer');
    const created = await t.call<{ recharge_no: string }>(
      '/memberrecharge/api/ordercreate/create',
      {
        token,
        amount: '300',
      },
    );
    expect(created.code).toBe(0);
    const rechargeNo = created.data.recharge_no;
    const create = await t.call<{ pay_url: string }>('/api/pay/online/create', {
      token,
      subject: 'recharge',
      out_trade_no: rechargeNo,
      channel: 'alipay',
    });
    expect(create.code).toBe(0);
    const balanceOf = async () => (await moneyOf(t.database.db, memberId)).balanceFen;
    const before = await balanceOf();
    const wrong = alipayNotice(keys, {
      out_trade_no: rechargeNo,
      total_amount: '299.99',
      trade_no: 'T-recharge-0',
      subject: 'recharge',
    });
    expect((await postAlipay(t, wrong)).body).toBe('fail');
    const form = alipayNotice(keys, {
      out_trade_no: rechargeNo,
      total_amount: '300.00',
      trade_no: 'T-recharge-1',
      subject: 'recharge',
    });
    expect((await postAlipay(t, form)).body).toBe('success');
    expect((await postAlipay(t, form)).body).toBe('success');
    expect((await balanceOf()) - before).toBe(30_000);
    const [row] = await t.database.db
      .select()
      .from(memberRecharge)
      .where(eq(memberRecharge.rechargeNo, rechargeNo));
    expect(row).toMatchObject({ status: 2, payType: 'alipay', tradeNo: 'T-recharge-1' });
    const ledger = await t.database.db
      .select()
      .from(memberAccount)
      .where(eq(memberAccount.memberId, memberId));
    expect(ledger.filter((l) => l.fromType === 'recharge')).toHaveLength(1);
    expect(await notices(rechargeNo)).toHaveLength(1);
  });
});
