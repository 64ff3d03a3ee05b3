import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBankAccount } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken } from '../auth/testing';
import { setConfig } from '../settings';
import { WITHDRAW_CONFIG_KEY } from './withdraw.config';

type Account = { id: number; withdraw_type: string; account_number: string; is_default: number };

const card = (extra: object = {}) => ({
  withdraw_type: 'bank',
  realname: '张三',
  mobile: '13800001111',
  bank_name: '中国工商银行',
  branch_name: '杭州文三路支行',
  account_number: '6222 0212 0200 8866 123',
  ...extra,
});
const alipay = {
  withdraw_type: 'alipay',
  realname: '李四',
  mobile: '13900002222',
  account_number: 'lisi@example.com',
};

describe('withdrawal accounts /api/memberbankaccount/* and transferType', () => {
  let t: TestApp;
  let a = '';
  let b = '';
  let memberA = 0;
  const call = <T>(path: string, token: string | undefined, payload: object = {}) =>
    t.call<T>(`/api/${path}`, token ? { ...payload, token } : payload);
  const defaults = async () =>
    (
      await t.database.db
        .select()
        .from(memberBankAccount)
        .where(eq(memberBankAccount.memberId, memberA))
    )
      .filter((r) => r.isDefault === 1)
      .map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
    memberA = await addMember(t, { username: 'bank_a' });
    await addMember(t, { username: 'bank_b' });
    a = await loginToken(t, 'bank_a');
    b = await loginToken(t, 'bank_b');
  });
  afterAll(() => t.close());

  it('requires login', async () => {
    for (const path of ['page', 'info', 'add', 'edit', 'setdefault', 'delete'])
      expect((await call(`memberbankaccount/${path}`, undefined, { id: 1, ...card() })).code).toBe(
        -10009,
      );
  });

  it('adds a card (spaces dropped) as the first default, and Alipay; one default per member', async () => {
    const first = await call<number>('memberbankaccount/add', a, card());
    expect(first.code).toBe(0);
    const info = await call<Account>('memberbankaccount/info', a, { id: first.data });
    expect(info.data).toMatchObject({ account_number: '6222021202008866123', is_default: 1 });
    const second = await call<number>('memberbankaccount/add', a, { ...alipay, is_default: 1 });
    expect(second.code).toBe(0);
    expect(await defaults()).toEqual([second.data]);
    const page = await call<{ count: number; list: Account[] }>('memberbankaccount/page', a);
    expect(page.data.count).toBe(2);
    expect(page.data.list[0]).toMatchObject({ id: second.data, withdraw_type: 'alipay' });
    expect((await call('memberbankaccount/setdefault', a, { id: first.data })).code).toBe(0);
    expect(await defaults()).toEqual([first.data]);
    expect((await call('memberbankaccount/delete', a, { id: first.data })).code).toBe(0);
    expect(await defaults()).toEqual([second.data]);
  });

  it.each([
    ['a short card number', card({ account_number: '62220212' })],
    ['letters in a card number', card({ account_number: '6222abcd02008866' })],
    ['a card without its bank', card({ bank_name: '' })],
    ['a bad mobile', card({ mobile: '2380000111' })],
    ['a name with digits', card({ realname: '张三3' })],
    ['a bad Alipay account', { ...alipay, account_number: 'not-an-account' }],
    ['an unknown kind', card({ withdraw_type: 'wechat' })],
  ])('refuses %s with a message', async (_, payload) => {
    const res = await call('memberbankaccount/add', a, payload);
    expect(res.code).toBe(-1);
    expect(res.message).not.toBe('');
  });

  it("answers another member's account as not found and changes nothing", async () => {
    const mine = await call<number>('memberbankaccount/add', a, card({ realname: '王五' }));
    for (const path of ['info', 'setdefault', 'delete']) {
      const res = await call(`memberbankaccount/${path}`, b, { id: mine.data });
      expect(res).toMatchObject({ code: -1, message: '提现账户不存在' });
    }
    const edit = await call('memberbankaccount/edit', b, {
      id: mine.data,
      ...card({ realname: '赵六' }),
    });
    expect(edit.code).toBe(-1);
    const info = await call<{ realname: string }>('memberbankaccount/info', a, { id: mine.data });
    expect(info.data.realname).toBe('王五');
  });

  it('offers and accepts only the kinds the shop enables', async () => {
    const both = await call<{ type: string; name: string }[]>('memberwithdraw/transferType', a);
    expect(both.data).toEqual([
      { type: 'bank', name: '银行卡' },
      { type: 'alipay', name: '支付宝' },
    ]);
    await setConfig(t.database.db, WITHDRAW_CONFIG_KEY, { transfer_types: ['bank'] });
    try {
      const one = await call<{ type: string }[]>('memberwithdraw/transferType', a);
      expect(one.data.map((x) => x.type)).toEqual(['bank']);
      const res = await call('memberbankaccount/add', a, alipay);
      expect(res).toMatchObject({ code: -1, message: '商城暂不支持该提现方式' });
    } finally {
      await setConfig(t.database.db, WITHDRAW_CONFIG_KEY, {});
    }
  });
});
