import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outOfStock } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken, post } from '../auth/testing';

type Item = {
  id: number;
  goods_name: string;
  quantity: number;
  status: number;
  create_time: number;
} & Record<string, unknown>;
type Page = { page_count: number; count: number; list: Item[] };

const demand = (over: object = {}) => ({
  goods_name: '阿莫西林胶囊',
  specification: '0.25g*24粒',
  manufacturer: '石药集团',
  quantity: 20,
  contact_name: '王药师',
  mobile: '13912345678',
  remark: '急需',
  ...over,
});

describe('out-of-stock registration', () => {
  let t: TestApp;
  let alice = 0;
  let aliceToken = '';
  let bobToken = '';
  let ipSeq = 0;
  /** Each call from its own address unless told, so the per-address limit stays out of the way. */
  const add = (body: object, options: { token?: string; ip?: string } = {}) =>
    post<{ id: number }>(
      t,
      '/api/outofstock/add',
      { ...body, ...(options.token ? { token: options.token } : {}) },
      { ip: options.ip ?? `10.20.0.${(ipSeq += 1)}` },
    );
  const page = (token: string, body: object = {}) =>
    t.call<Page>('/api/outofstock/page', { ...body, token });

  beforeAll(async () => {
    t = await createTestApp();
    alice = await addMember(t, { username: 'alice1' });
    await addMember(t, { username: 'bob1' });
    aliceToken = await loginToken(t, 'alice1');
    bobToken = await loginToken(t, 'bob1');
  });
  afterAll(() => t.close());

  it('registers a member demand under the token member, never a body member id', async () => {
    const res = await add({ ...demand(), member_id: 1 }, { token: aliceToken });
    expect(res.code).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(outOfStock)
      .where(eq(outOfStock.id, res.data.id));
    expect(row).toMatchObject({
      memberId: alice,
      goodsName: '阿莫西林胶囊',
      specification: '0.25g*24粒',
      manufacturer: '石药集团',
      quantity: 20,
      contactName: '王药师',
      mobile: '13912345678',
      remark: '急需',
      status: 0,
    });
  });

  it('registers a visitor demand without a member; optional fields default to empty', async () => {
    const res = await add({
      goods_name: ' 板蓝根颗粒 ',
      quantity: '5',
      contact_name: '李四',
      mobile: '13800000000',
    });
    expect(res.code).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(outOfStock)
      .where(eq(outOfStock.id, res.data.id));
    expect(row).toMatchObject({
      memberId: null,
      goodsName: '板蓝根颗粒',
      specification: '',
      manufacturer: '',
      quantity: 5,
      remark: '',
    });
  });

  it('refuses bad input with a clear -1 message', async () => {
    const cases: Array<[object, RegExp]> = [
      [demand({ goods_name: '' }), /^参数错误.*goods_name/],
      [demand({ goods_name: '药'.repeat(121) }), /^参数错误.*goods_name/],
      [demand({ quantity: 0 }), /^参数错误.*quantity/],
      [demand({ quantity: 1_000_000 }), /^参数错误.*quantity/],
      [demand({ quantity: 1.5 }), /^参数错误.*quantity/],
      [demand({ contact_name: '   ' }), /^参数错误.*contact_name/],
      [demand({ mobile: '' }), /^参数错误.*mobile/],
      [demand({ mobile: '1391234567' }), /^请输入正确的手机号$/],
      [demand({ mobile: '23912345678' }), /^请输入正确的手机号$/],
      [demand({ remark: 'x'.repeat(201) }), /^参数错误.*remark/],
    ];
    for (const [body, message] of cases) {
      const res = await add(body);
      expect(res.code, JSON.stringify(body)).toBe(-1);
      expect(res.message).toMatch(message);
    }
    expect(await t.database.db.select().from(outOfStock).where(eq(outOfStock.quantity, 0))).toEqual(
      [],
    );
  });

  it('refuses the same demand again within a minute, but not a different one', async () => {
    const body = demand({ goods_name: '布洛芬缓释胶囊', mobile: '13700000001' });
    expect((await add(body, { token: bobToken })).code).toBe(0);
    const again = await add(body, { token: bobToken });
    expect(again).toMatchObject({ code: -1, message: '相同的缺货登记已提交，请勿重复提交' });
    expect((await add({ ...body, quantity: 21 }, { token: bobToken })).code).toBe(0);
    // Another caller with the same text is a separate demand.
    expect((await add(body, { token: aliceToken })).code).toBe(0);
    // An hour-old identical demand does not block.
    await t.database.db
      .update(outOfStock)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(outOfStock.goodsName, '布洛芬缓释胶囊'));
    expect((await add(body, { token: bobToken })).code).toBe(0);
  });

  it('lets only one of several identical demands sent at once through', async () => {
    const body = demand({ goods_name: '连花清瘟胶囊', mobile: '13700000002' });
    const codes = await Promise.all([1, 2, 3, 4].map(() => add(body))).then((all) =>
      all.map((r) => r.code).sort(),
    );
    expect(codes).toEqual([-1, -1, -1, 0]);
  });

  it('lists only the caller’s own registrations, newest first, with status', async () => {
    await add(demand({ goods_name: '维生素C片' }), { token: aliceToken });
    const mine = await page(aliceToken, { page_size: 100 });
    expect(mine.code).toBe(0);
    const names = mine.data.list.map((i) => i.goods_name);
    expect(names[0]).toBe('维生素C片');
    expect(names).toContain('阿莫西林胶囊');
    expect(names).toContain('布洛芬缓释胶囊');
    expect(names).not.toContain('板蓝根颗粒');
    expect(mine.data.list[0]).toEqual({
      id: expect.any(Number),
      goods_name: '维生素C片',
      specification: '0.25g*24粒',
      manufacturer: '石药集团',
      quantity: 20,
      contact_name: '王药师',
      mobile: '13912345678',
      remark: '急需',
      status: 0,
      create_time: expect.any(Number),
    });

    const bobs = await page(bobToken, { page_size: 100 });
    const aliceIds = new Set(mine.data.list.map((i) => i.id));
    expect(bobs.data.count).toBe(3);
    expect(bobs.data.list.some((i) => aliceIds.has(i.id))).toBe(false);
  });

  it('pages and shows a status change', async () => {
    const mine = await page(aliceToken, { page_size: 100 });
    await t.database.db
      .update(outOfStock)
      .set({ status: 1 })
      .where(eq(outOfStock.id, mine.data.list[0]!.id));
    const first = await page(aliceToken, { page: 1, page_size: 1 });
    expect(first.data).toMatchObject({ count: mine.data.count, page_count: mine.data.count });
    expect(first.data.list[0]?.status).toBe(1);
    const bad = await page(aliceToken, { page_size: 101 });
    expect(bad.code).toBe(-1);
  });

  it('sends a visitor asking for the history TOKEN_ERROR', async () => {
    const res = await t.call('/api/outofstock/page', {});
    expect(res).toMatchObject({ code: -10009, data: null });
  });

  it('limits submissions per client address to 10 an hour', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 10; i += 1)
      codes.push((await add(demand({ quantity: 100 + i }), { ip: '10.30.0.9' })).code);
    expect(codes).toEqual(Array(10).fill(0));
    const limited = await add(demand({ quantity: 999 }), { ip: '10.30.0.9' });
    expect(limited).toMatchObject({ code: -1, message: '操作过于频繁，请稍后再试' });
    expect((await add(demand({ quantity: 999 }), { ip: '10.30.0.10' })).code).toBe(0);
  });
});
