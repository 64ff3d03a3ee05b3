import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, memberAccount } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken } from '../auth/testing';
import { setConfig } from '../settings';
import { WITHDRAW_CONFIG_KEY } from './withdraw.config';
import { moneyOf, setMoney } from './member-money.testing';

type Withdraw = { withdraw_id: number; amount: string; fee: string; net: string; status: number };

describe('withdrawals /api/memberwithdraw/*', () => {
  let t: TestApp;
  let a = '';
  let b = '';
  let memberA = 0;
  let accountA = 0;
  let accountB = 0;
  const call = <T>(path: string, token: string | undefined, payload: object = {}) =>
    t.call<T>(`/api/${path}`, token ? { ...payload, token } : payload);
  const money = async (memberId: number) => {
    const row = await moneyOf(t.database.db, memberId);
    return { balance: row.balanceFen, frozen: row.balanceFrozenFen };
  };
  const card = {
    withdraw_type: 'bank',
    realname: '张三',
    mobile: '13800001111',
    bank_name: '中国工商银行',
    account_number: '6222021202008866123',
  };

  beforeAll(async () => {
    t = await createTestApp();
    memberA = await addMember(t, { username: 'wd_a' });
    const memberB = await addMember(t, { username: 'wd_b' });
    await t.database.db
      .update(member)
      .set({ payPasswordHash: await hashPassword('123456') })
      .where(eq(member.memberId, memberA));
    await setMoney(t.database.db, memberA, { balanceFen: 50_000 });
    a = await loginToken(t, 'wd_a');
    b = await loginToken(t, 'wd_b');
    accountA = (await call<number>('memberbankaccount/add', a, card)).data;
    accountB = (await call<number>('memberbankaccount/add', b, card)).data;
    expect(memberB).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  it('requires login', async () => {
    for (const path of ['config', 'apply', 'page', 'info'])
      expect(
        (await call(`memberwithdraw/${path}`, undefined, { id: 1, amount: '20', account_id: 1 }))
          .code,
      ).toBe(-10009);
  });

  it('answers the shop rules with the member money', async () => {
    const res = await call('memberwithdraw/config', a);
    expect(res.data).toEqual({
      is_use: 1,
      min: '10.00',
      rate_bp: 60,
      transfer_types: ['bank', 'alipay'],
      balance: '500.00',
      balance_frozen: '0.00',
      has_pay_password: true,
    });
  });

  it('applies: the amount is frozen at once, the fee taken, one ledger row written', async () => {
    const res = await call<{ withdraw_id: number; withdraw_no: string }>(
      'memberwithdraw/apply',
      a,
      {
        amount: '123.45',
        account_id: accountA,
        pay_password: '123456',
      },
    );
    expect(res.code).toBe(0);
    expect(res.data.withdraw_no).toMatch(/^W\d{26}$/);
    expect(await money(memberA)).toEqual({ balance: 50_000 - 12_345, frozen: 12_345 });
    const info = await call<Withdraw & { account_number: string }>('memberwithdraw/info', a, {
      id: res.data.withdraw_id,
    });
    expect(info.data).toMatchObject({
      amount: '123.45',
      fee: '0.74',
      net: '122.71',
      status: 0,
      account_number: '6222021202008866123',
      audit_time: null,
    });
    const ledger = await t.database.db
      .select()
      .from(memberAccount)
      .where(and(eq(memberAccount.memberId, memberA), eq(memberAccount.fromType, 'withdraw')));
    expect(ledger.map((r) => [r.amountFen, r.relateId])).toEqual([[-12_345, res.data.withdraw_id]]);
    const page = await call<{ count: number; list: Withdraw[] }>('memberwithdraw/page', a, {
      status: 0,
    });
    expect(page.data.count).toBe(1);
    expect(
      (await call<{ count: number }>('memberwithdraw/page', a, { status: 2 })).data.count,
    ).toBe(0);
  });

  it.each<[string, { amount?: string; pay_password?: string; account_id?: number }, string]>([
    ['below the minimum', { amount: '9.99' }, '提现金额不能低于 ¥10.00'],
    ['more than the balance', { amount: '10000' }, '可提现余额不足'],
    ['without the pay password', { pay_password: undefined }, '请输入支付密码'],
    ['with a wrong pay password', { pay_password: '654321' }, '支付密码错误'],
    ["with another member's account", { account_id: -1 }, '提现账户不存在'],
  ])('refuses %s and changes nothing', async (_, patch, message) => {
    const before = await money(memberA);
    const payload = {
      amount: '20',
      account_id: accountA,
      pay_password: '123456',
      ...patch,
      ...(patch.account_id === -1 ? { account_id: accountB } : {}),
    };
    const res = await call('memberwithdraw/apply', a, payload);
    expect(res).toMatchObject({ code: -1, message });
    expect(await money(memberA)).toEqual(before);
  });

  it.each([
    ['a malformed amount', { amount: '12.345' }],
    ['a negative amount', { amount: '-5' }],
    ['no account', { account_id: 'x' }],
  ])('refuses %s with a readable message', async (_, patch) => {
    const res = await call('memberwithdraw/apply', a, {
      amount: '20',
      account_id: accountA,
      ...patch,
    });
    expect(res.code).toBe(-1);
    expect(res.message).toMatch(/参数/);
  });

  it("answers another member's withdrawal as not found", async () => {
    const mine = await call<{ list: Withdraw[] }>('memberwithdraw/page', a);
    const id = mine.data.list[0]!.withdraw_id;
    expect(await call('memberwithdraw/info', b, { id })).toMatchObject({
      code: -1,
      message: '提现记录不存在',
    });
    expect((await call<{ count: number }>('memberwithdraw/page', b)).data.count).toBe(0);
  });

  it('refuses while the shop has withdrawals switched off', async () => {
    await setConfig(t.database.db, WITHDRAW_CONFIG_KEY, { is_use: 0 });
    try {
      const res = await call('memberwithdraw/apply', a, {
        amount: '20',
        account_id: accountA,
        pay_password: '123456',
      });
      expect(res).toMatchObject({ code: -1, message: '商城暂未开启余额提现' });
    } finally {
      await setConfig(t.database.db, WITHDRAW_CONFIG_KEY, {});
    }
  });
});
