import { GOODS_BROWSE_MAX_PER_MEMBER } from '@shop/contracts/catalogue';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsBrowse } from '../../db/schema';
import { priceKeysIn } from '../../test/json-keys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginToken } from '../auth/testing';
import { goodsOnSaleRefs, setGoodsState, type GoodsRef } from './member-goods.testing';

type Item = Record<string, unknown> & {
  id: number;
  goods_id: number;
  sku_id: number;
  browse_time: number;
  on_sale: boolean;
  price?: string;
  sale_control?: { is_member_by: boolean; view_price: boolean; not_buy_msg: string };
};
type Page = { page_count: number; count: number; list: Item[] };

describe('footprints /api/goodsbrowse/*', () => {
  let t: TestApp;
  let demo = '';
  let demo2 = '';
  let demoId = 0;
  let free: GoodsRef[] = [];
  let clinicOnly: GoodsRef;
  const call = <T>(path: string, token: string | undefined, body: object) =>
    t.call<T>(`/api/goodsbrowse/${path}`, token ? { ...body, token } : body);
  const add = (token: string, ref: GoodsRef) => call<number>('add', token, ref);
  const page = (token: string, body: object = {}) => call<Page>('page', token, body);
  const del = (token: string, id: unknown) => call<number>('delete', token, { id });
  const rowsOf = (memberId: number) =>
    t.database.db.select().from(goodsBrowse).where(eq(goodsBrowse.memberId, memberId));

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    demo = await loginToken(t, 'demo', 'demo123456');
    demo2 = await loginToken(t, 'demo2', 'demo123456');
    free = await goodsOnSaleRefs(t, GOODS_BROWSE_MAX_PER_MEMBER + 5);
    clinicOnly = (await goodsOnSaleRefs(t, 1, { ruleName: '医疗机构专供' }))[0]!;
    const info = await t.call<{ member_id: number }>('/api/member/info', { token: demo });
    demoId = info.data.member_id;
  });
  afterAll(() => t.close());

  it('refuses a visitor with TOKEN_ERROR on add, page and delete', async () => {
    for (const [path, body] of [
      ['add', free[0]!],
      ['page', {}],
      ['delete', { id: 1 }],
    ] as const) {
      const res = await call(path, undefined, body);
      expect(res).toMatchObject({ code: -10009, message: '登录错误', data: null });
      expect((await call(path, 'bad-token', body)).code).toBe(-10009);
    }
  });

  it('records one footprint per goods and moves it to the latest view', async () => {
    const a = await add(demo, free[0]!);
    const b = await add(demo, free[1]!);
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    expect((await page(demo)).data.list.map((i) => i.goods_id)).toEqual([
      free[1]!.goods_id,
      free[0]!.goods_id,
    ]);
    const again = await add(demo, free[0]!);
    expect(again).toMatchObject({ code: 0, data: a.data });
    const res = await page(demo);
    expect(res.data.count).toBe(2);
    expect(res.data.list.map((i) => i.id)).toEqual([a.data, b.data]);
    expect(res.data.list[0]!.browse_time).toBeGreaterThanOrEqual(res.data.list[1]!.browse_time);
    expect(Math.abs(res.data.list[0]!.browse_time - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a SKU of another goods, unknown or off-sale goods and bad ids with -1', async () => {
    const mismatch = await add(demo, { goods_id: free[2]!.goods_id, sku_id: free[3]!.sku_id });
    expect(mismatch).toMatchObject({ code: -1, message: '该商品不存在或已下架' });
    expect((await add(demo, { goods_id: 999999, sku_id: 1 })).code).toBe(-1);
    await setGoodsState(t, free[4]!.goods_id, 0);
    expect((await add(demo, free[4]!)).code).toBe(-1);
    await setGoodsState(t, free[4]!.goods_id, 1);
    for (const body of [{}, { goods_id: 'x', sku_id: 2 }, { goods_id: 1.5, sku_id: 2 }])
      expect((await call('add', demo, body)).code).toBe(-1);
    expect((await page(demo)).data.count).toBe(2);
  });

  it('shows cards with prices and sale control; hides prices where view_price is false', async () => {
    await add(demo, clinicOnly);
    const [controlled, plain] = (await page(demo)).data.list;
    expect(controlled).toMatchObject({
      goods_id: clinicOnly.goods_id,
      on_sale: true,
      sale_control: { is_member_by: false, view_price: false, not_buy_msg: '仅限医疗机构采购' },
    });
    expect(priceKeysIn(controlled)).toEqual([]);
    expect(plain!.sale_control).toEqual({ is_member_by: true, view_price: true, not_buy_msg: '' });
    expect(plain!.price).toMatch(/^\d+\.\d{2}$/);
    await setGoodsState(t, clinicOnly.goods_id, 0);
    expect((await page(demo)).data.list[0]).toMatchObject({
      goods_id: clinicOnly.goods_id,
      on_sale: false,
    });
    await setGoodsState(t, clinicOnly.goods_id, 1);
  });

  it('deletes only the caller’s footprints, one id or a list', async () => {
    const mine = (await page(demo)).data.list.map((i) => i.id);
    expect(mine).toHaveLength(3);
    const theirs = (await add(demo2, free[5]!)).data;
    // demo2 sends demo's ids: nothing happens.
    expect(await del(demo2, mine.join(','))).toMatchObject({ code: 0, data: 0 });
    expect(await del(demo, theirs)).toMatchObject({ code: 0, data: 0 });
    expect(await rowsOf(demoId)).toHaveLength(3);
    // A list mixing own, foreign and unknown ids removes only the own ones.
    expect(await del(demo, `${mine[0]}, ${theirs},999999`)).toMatchObject({ code: 0, data: 1 });
    expect(await del(demo, String(mine[1]))).toMatchObject({ code: 0, data: 1 });
    expect(await del(demo, mine[2])).toMatchObject({ code: 0, data: 1 });
    expect(await del(demo, mine[2])).toMatchObject({ code: 0, data: 0 });
    expect((await page(demo)).data).toEqual({ page_count: 0, count: 0, list: [] });
    expect((await page(demo2)).data.list.map((i) => i.id)).toEqual([theirs]);
  });

  it('refuses malformed id lists with -1', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const id of ['', 'abc', '1,,2', '0', -4, '1.5', tooMany, null, [1, 2]]) {
      const res = await del(demo, id);
      expect(res.code, JSON.stringify(id)).toBe(-1);
      expect(res.data).toBeNull();
    }
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    expect((await del(demo, hundred)).code).toBe(0);
  });

  it(`keeps only the newest ${GOODS_BROWSE_MAX_PER_MEMBER} footprints`, async () => {
    const refs = free.slice(0, GOODS_BROWSE_MAX_PER_MEMBER + 3);
    for (const ref of refs) expect((await add(demo, ref)).code).toBe(0);
    const rows = await rowsOf(demoId);
    expect(rows).toHaveLength(GOODS_BROWSE_MAX_PER_MEMBER);
    const kept = new Set(rows.map((r) => r.goodsId));
    // The three viewed first are gone.
    for (const ref of refs.slice(0, 3)) expect(kept.has(ref.goods_id)).toBe(false);
    const first = await page(demo, { page_size: 100 });
    expect(first.data).toMatchObject({ count: GOODS_BROWSE_MAX_PER_MEMBER, page_count: 2 });
    expect(first.data.list[0]!.goods_id).toBe(refs.at(-1)!.goods_id);
    // Viewing an old one again moves it to the top without exceeding the cap.
    await add(demo, refs[10]!);
    expect((await page(demo, { page_size: 1 })).data.list[0]!.goods_id).toBe(refs[10]!.goods_id);
    expect(await rowsOf(demoId)).toHaveLength(GOODS_BROWSE_MAX_PER_MEMBER);
    // Other members are not trimmed.
    const others = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(goodsBrowse)
      .where(sql`${goodsBrowse.memberId} <> ${demoId}`);
    expect(others[0]!.n).toBe(1);
  });

  it('pages with the limits of the contract', async () => {
    const last = await page(demo, { page: 2, page_size: 100 });
    expect(last.data.list).toHaveLength(100);
    expect((await page(demo, { page: 3, page_size: 100 })).data.list).toEqual([]);
    for (const body of [{ page: 0 }, { page_size: 101 }, { page_size: -1 }, { page: 'two' }])
      expect((await page(demo, body)).code).toBe(-1);
  });
});
