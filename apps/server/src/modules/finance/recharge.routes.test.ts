import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAccount, memberRecharge } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession } from '../auth/staff-console.testing';
import { addMember, loginToken, upload } from '../auth/testing';
import { anyShopId } from '../order/order.testing';
import { markRechargePaid } from './recharge-paid.service';

type Created = { recharge_id: number; recharge_no: string };
type Detail = {
  status: number;
  offline: { bank_name: string; account_name: string; account_no: string };
  amount: string;
  bonus: string;
  reject_reason: string;
  voucher: string;
};

describe('recharges /memberrecharge/api/* and the account /api/memberaccount/*', () => {
  let t: TestApp;
  let a = '';
  let b = '';
  let memberA = 0;
  const call = <T>(path: string, token: string, body: object = {}) =>
    t.call<T>(path, { ...body, token });
  const create = (token: string, body: object) =>
    call<Created>('/memberrecharge/api/ordercreate/create', token, body);
  const detail = (token: string, id: number) =>
    call<Detail>('/memberrecharge/api/order/info', token, { recharge_id: id });
  const voucherOf = async (token: string) => {
    const data = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#36a' } })
      .png()
      .toBuffer();
    const res = await upload<{ pic_path: string }>(
      t,
      '/api/upload/payvoucher',
      { data, filename: 'v.png', contentType: 'image/png' },
      { token },
    );
    return res.data.pic_path;
  };

  beforeAll(async () => {
    t = await createTestApp();
    memberA = await addMember(t, { username: 'rc_a' });
    await addMember(t, { username: 'rc_b' });
    a = await loginToken(t, 'rc_a');
    b = await loginToken(t, 'rc_b');
  });
  afterAll(() => t.close());

  it('requires login', async () => {
    for (const path of ['/memberrecharge/api/ordercreate/create', '/api/memberaccount/page'])
      expect((await t.call(path, { amount: '100' })).code).toBe(-10009);
  });

  it('refuses bad amounts with a clear message and creates nothing', async () => {
    for (const amount of ['99.99', '100.001', '-100', '99999999', 'abc', ''])
      expect((await create(a, { amount })).code, amount).toBe(-1);
    const below = await create(a, { amount: '50' });
    expect(below.message).toContain('100.00');
    expect((await create(a, {})).code).toBe(-1);
    expect((await create(a, { package_id: 99 })).code).toBe(-1);
    const rows = await t.database.db.select().from(memberRecharge);
    expect(rows).toHaveLength(0);
  });

  it('a package brings its bonus; the list shows the member’s own recharges only', async () => {
    const made = await create(a, { package_id: 1 });
    expect(made.code).toBe(0);
    expect(made.data.recharge_no).toMatch(/^\d{24}$/);
    expect((await detail(a, made.data.recharge_id)).data).toMatchObject({
      status: 0,
      amount: '1000.00',
      bonus: '20.00',
    });
    const page = await call<{ count: number }>('/memberrecharge/api/order/page', b);
    expect(page.data.count).toBe(0);
  });

  it('refuses a transfer while the shop has set no account, changing nothing; works once it has', async () => {
    const { data } = await create(a, { amount: '300' });
    const voucher = await voucherOf(a);
    const none = { bank_name: '', account_name: '', account_no: '' };
    expect((await detail(a, data.recharge_id)).data.offline).toEqual(none);
    const refused = await call('/memberrecharge/api/order/offlinepay', a, {
      recharge_id: data.recharge_id,
      voucher,
    });
    expect(refused).toMatchObject({
      code: -1,
      message: '商家尚未设置收款账户，暂不支持线下转账',
    });
    expect((await detail(a, data.recharge_id)).data).toMatchObject({ status: 0, voucher: '' });

    const platform = await consoleSession(t, {
      role: 'admin',
      siteId: await anyShopId(t),
      platform: true,
    });
    const account = {
      bank_name: '招商银行杭州分行',
      account_name: '康源',
      account_no: '6225 8812',
    };
    const set = await consolePost(t, platform, '/staff/api/settings/set', {
      offline_account: account,
    });
    expect(set.code).toBe(0);
    expect((await detail(a, data.recharge_id)).data.offline).toEqual(account);
    const paid = await call('/memberrecharge/api/order/offlinepay', a, {
      recharge_id: data.recharge_id,
      voucher,
    });
    expect(paid.code).toBe(0);
    expect((await detail(a, data.recharge_id)).data).toMatchObject({ status: 1, voucher });
  });

  it('foreign ids answer not found and change nothing', async () => {
    const { data } = await create(a, { amount: '300' });
    const voucher = await voucherOf(b);
    expect((await detail(b, data.recharge_id)).code).toBe(-1);
    expect(
      (await call('/memberrecharge/api/order/close', b, { recharge_id: data.recharge_id })).code,
    ).toBe(-1);
    const paid = await call('/memberrecharge/api/order/offlinepay', b, {
      recharge_id: data.recharge_id,
      voucher,
    });
    expect(paid.code).toBe(-1);
    // Another member's voucher is refused on one's own recharge too.
    expect(
      (
        await call('/memberrecharge/api/order/offlinepay', a, {
          recharge_id: data.recharge_id,
          voucher,
        })
      ).code,
    ).toBe(-1);
    expect((await detail(a, data.recharge_id)).data.status).toBe(0);
  });

  it('transfer -> waiting review; closing then refused; close works only while unpaid', async () => {
    const first = (await create(a, { amount: '200.5' })).data;
    const voucher = await voucherOf(a);
    const paid = await call('/memberrecharge/api/order/offlinepay', a, {
      recharge_id: first.recharge_id,
      voucher,
    });
    expect(paid.code).toBe(0);
    expect((await detail(a, first.recharge_id)).data).toMatchObject({ status: 1, voucher });
    expect(
      (await call('/memberrecharge/api/order/close', a, { recharge_id: first.recharge_id })).code,
    ).toBe(-1);
    const second = (await create(a, { amount: '150' })).data;
    expect(
      (await call('/memberrecharge/api/order/close', a, { recharge_id: second.recharge_id })).code,
    ).toBe(0);
    expect((await detail(a, second.recharge_id)).data.status).toBe(-1);
  });

  it('markRechargePaid credits amount and bonus once, with one ledger row; refuses a wrong amount', async () => {
    const { data } = await create(a, { package_id: 2 });
    const input = {
      rechargeNo: data.recharge_no,
      payType: 'alipay' as const,
      tradeNo: 'T1',
      amountFen: 500_000,
      staffId: 0,
    };
    await expect(markRechargePaid(t.database.db, { ...input, amountFen: 1 })).rejects.toThrow();
    expect(await markRechargePaid(t.database.db, input)).toEqual({ status: 'paid' });
    expect(await markRechargePaid(t.database.db, input)).toEqual({ status: 'already_paid' });
    const ledger = await t.database.db
      .select()
      .from(memberAccount)
      .where(eq(memberAccount.memberId, memberA));
    expect(ledger.map((l) => [l.fromType, l.amountFen])).toEqual([['recharge', 515_000]]);
    const info = await call<{ balance: string }>('/api/memberaccount/info', a);
    expect(info.data.balance).toBe('5150.00');
  });

  it('the ledger filters by type and day; the statement answers the bills', async () => {
    const all = await call<{ count: number; list: { from_type: string; amount: string }[] }>(
      '/api/memberaccount/page',
      a,
    );
    expect(all.data.list).toEqual([
      expect.objectContaining({ from_type: 'recharge', amount: '5150.00' }),
    ]);
    const none = await call<{ count: number }>('/api/memberaccount/page', a, {
      from_type: 'order_pay',
    });
    expect(none.data.count).toBe(0);
    const old = await call<{ count: number }>('/api/memberaccount/page', a, {
      end_date: '2020-01-01',
    });
    expect(old.data.count).toBe(0);
    expect((await call('/api/memberaccount/page', a, { start_date: '2020-13-01' })).code).toBe(-1);
    const statement = await call<{ bills: unknown[]; total_due: string; settle_day: number }>(
      '/api/memberaccount/statement',
      a,
      { months: 6 },
    );
    expect(statement.data).toMatchObject({ total_due: '0.00', settle_day: 1 });
    expect(statement.data.bills).toHaveLength(6);
  });
});
