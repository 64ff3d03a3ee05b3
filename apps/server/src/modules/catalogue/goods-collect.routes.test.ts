import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsCollect } from '../../db/schema';
import { priceKeysIn } from '../../test/json-keys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginToken } from '../auth/testing';
import { goodsOnSaleRefs, setGoodsState, type GoodsRef } from './member-goods.testing';

type Item = Record<string, unknown> & {
  goods_id: number;
  sku_id: number;
  collect_id: number;
  create_time: number;
  on_sale: boolean;
  price?: string;
  sale_control?: { is_member_by: boolean; view_price: boolean; not_buy_msg: string };
};
type Page = { page_count: number; count: number; list: Item[] };

describe('favourites /api/goodscollect/*', () => {
  let t: TestApp;
  let demo = '';
  let demo2 = '';
  let free: GoodsRef[] = [];
  let clinicOnly: GoodsRef;
  const call = <T>(path: string, token: string | undefined, body: object) =>
    t.call<T>(`/api/goodscollect/${path}`, token ? { ...body, token } : body);
  const add = (token: string, ref: GoodsRef) => call<number>('add', token, ref);
  const page = (token: string, body: object = {}) => call<Page>('page', token, body);
  const isCollect = (token: string | undefined, goodsId: number) =>
    call<number>('iscollect', token, { goods_id: goodsId });
  const rowsOf = (goodsId: number) =>
    t.database.db.select().from(goodsCollect).where(eq(goodsCollect.goodsId, goodsId));

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    demo = await loginToken(t, 'demo', 'demo123456');
    demo2 = await loginToken(t, 'demo2', 'demo123456');
    free = await goodsOnSaleRefs(t, 6);
    clinicOnly = (await goodsOnSaleRefs(t, 1, { ruleName: '医疗机构专供' }))[0]!;
  });
  afterAll(() => t.close());

  it('refuses a visitor with TOKEN_ERROR on add, delete and page; iscollect answers 0', async () => {
    for (const [path, body] of [
      ['add', free[0]!],
      ['delete', { goods_id: free[0]!.goods_id }],
      ['page', {}],
    ] as const) {
      const res = await call(path, undefined, body);
      expect(res).toMatchObject({ code: -10009, message: '登录错误', data: null });
    }
    expect(await isCollect(undefined, free[0]!.goods_id)).toMatchObject({ code: 0, data: 0 });
    expect(await isCollect('not-a-token', free[0]!.goods_id)).toMatchObject({ code: 0, data: 0 });
  });

  it('collects once however often it is added (same collect_id, one row)', async () => {
    const first = await add(demo, free[0]!);
    expect(first.code).toBe(0);
    expect(first.data).toBeGreaterThan(0);
    const again = await add(demo, free[0]!);
    expect(again).toMatchObject({ code: 0, data: first.data });
    expect(await rowsOf(free[0]!.goods_id)).toHaveLength(1);
    expect(await isCollect(demo, free[0]!.goods_id)).toMatchObject({ code: 0, data: 1 });
    expect(await isCollect(demo2, free[0]!.goods_id)).toMatchObject({ code: 0, data: 0 });
  });

  it('refuses a SKU of another goods, unknown ids, goods off sale and bad input with -1', async () => {
    const mismatch = await add(demo, { goods_id: free[1]!.goods_id, sku_id: free[2]!.sku_id });
    expect(mismatch).toMatchObject({ code: -1, message: '该商品不存在或已下架，无法收藏' });
    expect(await add(demo, { goods_id: 999999, sku_id: 999999 })).toMatchObject({ code: -1 });
    await setGoodsState(t, free[5]!.goods_id, 0);
    expect(await add(demo, free[5]!)).toMatchObject({ code: -1 });
    await setGoodsState(t, free[5]!.goods_id, 1);
    for (const body of [{}, { goods_id: 'abc', sku_id: 1 }, { goods_id: -3, sku_id: 1 }]) {
      const res = await call('add', demo, body);
      expect(res.code).toBe(-1);
      expect(res.data).toBeNull();
    }
    expect((await call('delete', demo, { goods_id: 0 })).code).toBe(-1);
    expect((await call('iscollect', demo, {})).code).toBe(-1);
    expect(await rowsOf(free[1]!.goods_id)).toHaveLength(0);
  });

  it('never touches another member’s favourite', async () => {
    const b = await add(demo2, free[3]!);
    expect(b.code).toBe(0);
    expect(await call('delete', demo, { goods_id: free[3]!.goods_id })).toMatchObject({
      code: 0,
      data: 0,
    });
    expect(await isCollect(demo2, free[3]!.goods_id)).toMatchObject({ data: 1 });
    expect((await page(demo)).data.list.map((i) => i.goods_id)).not.toContain(free[3]!.goods_id);
    const own = (await page(demo2)).data;
    expect(own.list.map((i) => i.collect_id)).toEqual([b.data]);
  });

  it('deletes the caller’s favourite: 1 when removed, then 0', async () => {
    await add(demo, free[4]!);
    expect(await call('delete', demo, { goods_id: free[4]!.goods_id })).toMatchObject({
      code: 0,
      data: 1,
    });
    expect(await call('delete', demo, { goods_id: free[4]!.goods_id })).toMatchObject({
      code: 0,
      data: 0,
    });
    expect(await isCollect(demo, free[4]!.goods_id)).toMatchObject({ data: 0 });
  });

  it('lists cards newest first with prices, sale control, collect_id and create_time', async () => {
    await add(demo, free[1]!);
    await add(demo, clinicOnly);
    const res = await page(demo);
    expect(res.code).toBe(0);
    expect(res.data.count).toBe(3);
    expect(res.data.page_count).toBe(1);
    expect(res.data.list.map((i) => i.goods_id)).toEqual([
      clinicOnly.goods_id,
      free[1]!.goods_id,
      free[0]!.goods_id,
    ]);
    const [controlled, plain] = res.data.list;
    expect(plain).toMatchObject({
      sku_id: free[1]!.sku_id,
      on_sale: true,
      sale_control: { is_member_by: true, view_price: true, not_buy_msg: '' },
    });
    expect(plain!.price).toMatch(/^\d+\.\d{2}$/);
    expect(Math.abs(plain!.create_time - Date.now())).toBeLessThan(60_000);
    // 医疗机构专供 with view_price false: demo (连锁药店) sees the reason and no price.
    expect(controlled!.sale_control).toEqual({
      is_member_by: false,
      view_price: false,
      not_buy_msg: '仅限医疗机构采购',
    });
    expect(priceKeysIn(controlled)).toEqual([]);
  });

  it('keeps goods taken off sale in the list, marked on_sale false', async () => {
    await setGoodsState(t, free[1]!.goods_id, 0);
    const item = (await page(demo)).data.list.find((i) => i.goods_id === free[1]!.goods_id);
    expect(item?.on_sale).toBe(false);
    await setGoodsState(t, free[1]!.goods_id, 1);
  });

  it('pages with the limits of the contract', async () => {
    const second = await page(demo, { page: 2, page_size: 2 });
    expect(second.data).toMatchObject({ page_count: 2, count: 3 });
    expect(second.data.list.map((i) => i.goods_id)).toEqual([free[0]!.goods_id]);
    expect((await page(demo, { page: 9 })).data).toMatchObject({ count: 3, list: [] });
    for (const body of [{ page: 0 }, { page_size: 101 }, { page_size: 0 }, { page: 'x' }])
      expect((await page(demo, body)).code).toBe(-1);
    expect((await page(demo, { page_size: 100 })).code).toBe(0);
  });
});
