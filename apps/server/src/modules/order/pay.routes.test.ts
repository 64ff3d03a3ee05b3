import sharp from 'sharp';
import type { LedgerRow } from '@shop/contracts/member';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAccount, order, orderLog, orderPay } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginToken, upload } from '../auth/testing';
import { anyShopId, insertTestOrder, memberIdByName } from './order.testing';
import { moneyOf } from '../finance/member-money.testing';

type PayResult = { out_trade_no: string; status: number; pay_type: string; pay_money: string };
type PayInfo = PayResult & {
  voucher: string;
  orders: { order_id: number; order_status: number; order_money: string }[];
  account: {
    balance: string;
    credit_limit: string;
    credit_available: string;
    has_pay_password: boolean;
  };
  offline: { bank_name: string; account_name: string; account_no: string };
};

describe('paying /api/pay/*', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const memberIds: Record<string, number> = {};
  let siteId = 0;
  const pay = (who: string, body: object) =>
    t.call<PayResult>('/api/pay/pay', { ...body, token: tokens[who] });
  const info = (who: string, outTradeNo: string) =>
    t.call<PayInfo>('/api/pay/info', { out_trade_no: outTradeNo, token: tokens[who] });
  const money = (who: string) => moneyOf(t.database.db, memberIds[who]!);
  // The member's ledger since the demo's opening recharge: what paying wrote.
  const ledger = (who: string) =>
    t.database.db
      .select()
      .from(memberAccount)
      .where(
        and(eq(memberAccount.memberId, memberIds[who]!), ne(memberAccount.fromType, 'recharge')),
      );
  const payRow = async (outTradeNo: string) =>
    (await t.database.db.select().from(orderPay).where(eq(orderPay.outTradeNo, outTradeNo)))[0]!;
  const orderRow = async (orderId: number) =>
    (await t.database.db.select().from(order).where(eq(order.orderId, orderId)))[0]!;
  const newOrder = (who: string, moneyFen: number, outTradeNo?: string) =>
    insertTestOrder(t, {
      memberId: memberIds[who]!,
      siteId,
      moneyFen,
      ...(outTradeNo ? { outTradeNo } : {}),
    });
  const png = () =>
    sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
  const uploadVoucher = async (who: string) =>
    (
      await upload<{ pic_path: string }>(
        t,
        '/api/upload/payvoucher',
        { data: await png(), filename: 'v.png', contentType: 'image/png' },
        { token: tokens[who]! },
      )
    ).data.pic_path;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    for (const who of ['demo', 'demo2', 'demo3']) {
      tokens[who] = await loginToken(t, who, 'demo123456');
      memberIds[who] = await memberIdByName(t, who);
    }
    siteId = await anyShopId(t);
  });
  afterAll(() => t.close());

  it('answers the pay info of the member’s own out_trade_no only', async () => {
    const a = await newOrder('demo', 12_345);
    await newOrder('demo', 10_000, a.outTradeNo);
    const res = await info('demo', a.outTradeNo);
    expect(res.data).toMatchObject({
      out_trade_no: a.outTradeNo,
      pay_money: '223.45',
      status: 0,
      pay_type: '',
      voucher: '',
      account: {
        balance: '50000.00',
        credit_limit: '20000.00',
        credit_available: '20000.00',
        has_pay_password: true,
      },
      offline: { bank_name: expect.any(String), account_no: expect.any(String) },
      pay_time: null,
    });
    expect(res.data.orders).toHaveLength(2);
    expect((await info('demo2', a.outTradeNo)).data).toBeNull();
    expect(await info('demo2', a.outTradeNo)).toMatchObject({ code: -1, message: '支付单不存在' });
    expect((await info('demo', '1234567890123456')).code).toBe(-1);
    expect((await info('demo', '../etc')).code).toBe(-1);
    expect((await info('demo3', a.outTradeNo)).code).toBe(-1);
    const demo2Info = await t.call<PayInfo>('/api/pay/info', {
      out_trade_no: (await newOrder('demo2', 100)).outTradeNo,
      token: tokens.demo2,
    });
    expect(demo2Info.data.account).toMatchObject({ balance: '8000.00', has_pay_password: false });
  });

  it('balance needs the pay password when one is set; a wrong one changes nothing', async () => {
    const a = await newOrder('demo', 30_000);
    const before = await money('demo');
    const body = { out_trade_no: a.outTradeNo, pay_type: 'balance' };
    expect(await pay('demo', body)).toMatchObject({ code: -1, message: '请输入支付密码' });
    expect(await pay('demo', { ...body, pay_password: '654321' })).toMatchObject({
      code: -1,
      message: '支付密码错误',
      data: null,
    });
    expect((await money('demo')).balanceFen).toBe(before.balanceFen);
    expect((await payRow(a.outTradeNo)).status).toBe(0);
    expect((await orderRow(a.orderId)).orderStatus).toBe(0);
    expect(await pay('demo2', { ...body })).toMatchObject({ code: -1, message: '支付单不存在' });

    const ok = await pay('demo', { ...body, pay_password: '123456' });
    expect(ok).toMatchObject({
      code: 0,
      data: { out_trade_no: a.outTradeNo, status: 1, pay_type: 'balance', pay_money: '300.00' },
    });
    expect((await money('demo')).balanceFen).toBe(before.balanceFen - 30_000);
    expect(await payRow(a.outTradeNo)).toMatchObject({ status: 1, payType: 'balance' });
    expect(await orderRow(a.orderId)).toMatchObject({ orderStatus: 1, payType: 'balance' });
    expect((await orderRow(a.orderId)).payTime).not.toBeNull();
    const rows = await ledger('demo');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      accountType: 'balance',
      amountFen: -30_000,
      fromType: 'order_pay',
      relateId: (await payRow(a.outTradeNo)).payId,
    });
    // The buyer reads the row by its order, linked (issue 25), not by the bare payment number.
    const page = await t.call<{ list: LedgerRow[] }>('/api/memberaccount/page', {
      token: tokens.demo,
    });
    expect(page.data.list[0]).toMatchObject({
      from_type: 'order_pay',
      link: { kind: 'order', id: a.orderId, no: (await orderRow(a.orderId)).orderNo },
    });
    const logs = await t.database.db.select().from(orderLog).where(eq(orderLog.orderId, a.orderId));
    expect(logs.map((l) => [l.action, l.orderStatus])).toEqual([['pay', 1]]);

    // Paid already: the same answer, no second charge.
    const again = await pay('demo', { ...body, pay_password: '123456' });
    expect(again).toMatchObject({ code: 0, data: { status: 1, pay_money: '300.00' } });
    expect((await money('demo')).balanceFen).toBe(before.balanceFen - 30_000);
    expect(await ledger('demo')).toHaveLength(1);
    expect((await info('demo', a.outTradeNo)).data).toMatchObject({
      status: 1,
      pay_money: '300.00',
      pay_type: 'balance',
    });
  });

  it('charges once when two pays of one out_trade_no race', async () => {
    const a = await newOrder('demo2', 50_000);
    const before = (await money('demo2')).balanceFen;
    const body = { out_trade_no: a.outTradeNo, pay_type: 'balance' };
    const results = await Promise.all([pay('demo2', body), pay('demo2', body)]);
    for (const r of results) expect(r).toMatchObject({ code: 0, data: { status: 1 } });
    expect((await money('demo2')).balanceFen).toBe(before - 50_000);
    expect(await ledger('demo2')).toHaveLength(1);
  });

  it('refuses a balance that does not cover the payment, changing nothing', async () => {
    const a = await newOrder('demo2', 800_000);
    const before = (await money('demo2')).balanceFen;
    expect(before).toBeLessThan(800_000);
    const res = await pay('demo2', { out_trade_no: a.outTradeNo, pay_type: 'balance' });
    expect(res).toMatchObject({ code: -1, message: '余额不足', data: null });
    expect((await money('demo2')).balanceFen).toBe(before);
    expect(await ledger('demo2')).toHaveLength(1);
    expect((await payRow(a.outTradeNo)).status).toBe(0);
    expect((await orderRow(a.orderId)).orderStatus).toBe(0);
  });

  it('pays on account within the credit line only', async () => {
    const a = await newOrder('demo3', 300_000);
    const b = await newOrder('demo3', 300_000);
    const first = await pay('demo3', { out_trade_no: a.outTradeNo, pay_type: 'credit' });
    expect(first).toMatchObject({ code: 0, data: { status: 1, pay_type: 'credit' } });
    expect(await money('demo3')).toMatchObject({ creditUsedFen: 300_000, balanceFen: 0 });
    expect((await orderRow(a.orderId)).payType).toBe('credit');
    const second = await pay('demo3', { out_trade_no: b.outTradeNo, pay_type: 'credit' });
    expect(second).toMatchObject({ code: -1, message: '可用账期额度不足' });
    expect((await money('demo3')).creditUsedFen).toBe(300_000);
    expect((await orderRow(b.orderId)).orderStatus).toBe(0);
    const rows = await ledger('demo3');
    expect(rows.map((r) => [r.accountType, r.amountFen])).toEqual([['credit', -300_000]]);
    expect((await info('demo3', b.outTradeNo)).data.account).toMatchObject({
      credit_limit: '5000.00',
      credit_available: '2000.00',
    });
  });

  it('offline: attaches an uploaded voucher of the member; the orders keep waiting', async () => {
    const a = await newOrder('demo2', 1_000);
    const body = { out_trade_no: a.outTradeNo, pay_type: 'offline' };
    expect(await pay('demo2', body)).toMatchObject({ code: -1, message: '请上传转账凭证' });
    const theirs = await uploadVoucher('demo3');
    expect(theirs).toMatch(/^\/upload\/payvoucher\/\d{6}\/[0-9a-f]{32}\.(jpg|png)$/);
    for (const voucher of [
      theirs,
      '/upload/payvoucher/202401/../../../../etc/passwd',
      '/upload/headimg/202401/0123456789abcdef0123456789abcdef.jpg',
      'https://x.example/v.jpg',
    ])
      expect(await pay('demo2', { ...body, voucher })).toMatchObject({
        code: -1,
        message: '转账凭证无效，请重新上传',
      });
    const mine = await uploadVoucher('demo2');
    const res = await pay('demo2', { ...body, voucher: mine });
    expect(res).toMatchObject({
      code: 0,
      data: { status: 2, pay_type: 'offline', pay_money: '10.00' },
    });
    expect(await payRow(a.outTradeNo)).toMatchObject({
      status: 2,
      voucher: mine,
      payType: 'offline',
    });
    expect((await orderRow(a.orderId)).orderStatus).toBe(0);
    const logs = await t.database.db.select().from(orderLog).where(eq(orderLog.orderId, a.orderId));
    expect(logs.map((l) => l.action)).toEqual(['offline_voucher']);
    // A replacement voucher is accepted while under review.
    const replacement = await uploadVoucher('demo2');
    expect((await pay('demo2', { ...body, voucher: replacement })).code).toBe(0);
    expect((await info('demo2', a.outTradeNo)).data).toMatchObject({
      status: 2,
      voucher: replacement,
    });
  });

  it('refuses a payment with nothing left to pay, or cancelled', async () => {
    const a = await newOrder('demo2', 1_000);
    await t.database.db.update(order).set({ orderStatus: -1 }).where(eq(order.orderId, a.orderId));
    expect(await pay('demo2', { out_trade_no: a.outTradeNo, pay_type: 'balance' })).toMatchObject({
      code: -1,
      message: '没有需要支付的订单',
    });
    const b = await newOrder('demo2', 1_000);
    expect(
      (await t.call('/api/order/close', { order_id: b.orderId, token: tokens.demo2 })).code,
    ).toBe(0);
    expect((await pay('demo2', { out_trade_no: b.outTradeNo, pay_type: 'balance' })).code).toBe(-1);
    expect((await payRow(b.outTradeNo)).status).toBe(-1);
    expect((await pay('demo2', { out_trade_no: b.outTradeNo, pay_type: 'cash' })).code).toBe(-1);
  });

  it('on account (账期支付) asks for the pay password exactly like balance (issue 16)', async () => {
    const o = await newOrder('demo', 10_000);
    const body = { out_trade_no: o.outTradeNo, pay_type: 'credit' };
    const before = (await money('demo')).creditUsedFen;
    expect(await pay('demo', body)).toMatchObject({ code: -1, message: '请输入支付密码' });
    expect(await pay('demo', { ...body, pay_password: '000000' })).toMatchObject({
      code: -1,
      message: '支付密码错误',
    });
    expect((await money('demo')).creditUsedFen).toBe(before);
    expect(await pay('demo', { ...body, pay_password: '123456' })).toMatchObject({
      code: 0,
      data: { status: 1, pay_type: 'credit' },
    });
    expect((await money('demo')).creditUsedFen).toBe(before + 10_000);
  });
});
