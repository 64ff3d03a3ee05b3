import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, saleControl } from '../../db/schema';
import { priceKeysIn } from '../../test/json-keys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginToken, post } from '../auth/testing';

type Item = Record<string, unknown> & {
  goods_id: number;
  sale_num: number;
  rule_name: string;
  price?: string;
  sale_control: { is_member_by: boolean; view_price: boolean; not_buy_msg: string };
};
type Page = { page_count: number; count: number; list: Item[] };

const PATH = '/salecontrol/api/salecontrol/saleControlList';

describe('sale-control lists', () => {
  let t: TestApp;
  let demo = '';
  let demo3 = '';
  /** Goods ids of each rule among goods on sale (the lists never show goods off sale). */
  const onSale: Record<string, Set<number>> = {};
  const list = (token: string, body: object) => t.call<Page>(PATH, { ...body, token });
  const all = async (token: string, type: number) =>
    (await list(token, { type, page_size: 100 })).data.list;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    demo = await loginToken(t, 'demo', 'demo123456');
    demo3 = await loginToken(t, 'demo3', 'demo123456');
    const rules = await t.database.db
      .select({ goodsId: saleControl.goodsId, ruleName: saleControl.ruleName })
      .from(saleControl)
      .innerJoin(goods, eq(goods.goodsId, saleControl.goodsId))
      .where(eq(goods.goodsState, 1));
    for (const r of rules) (onSale[r.ruleName] ??= new Set()).add(r.goodsId);
  });
  afterAll(() => t.close());

  it('sends a visitor TOKEN_ERROR and nothing else', async () => {
    const res = await t.call(PATH, { type: 1 });
    expect(res).toMatchObject({ code: -10009, message: '登录错误', data: null });
    expect(priceKeysIn(res)).toEqual([]);
    const bad = await t.call(PATH, { type: 2, token: 'not-a-token' });
    expect(bad.code).toBe(-10009);
  });

  it('shows a chain pharmacy (demo) the 连锁药店专供 goods it may buy, with prices', async () => {
    const res = await list(demo, { type: 1, page_size: 100 });
    expect(res.code).toBe(0);
    const chain = onSale['连锁药店专供']!;
    expect(res.data.count).toBe(chain.size);
    expect(new Set(res.data.list.map((g) => g.goods_id))).toEqual(chain);
    for (const item of res.data.list) {
      expect(item.rule_name).toBe('连锁药店专供');
      expect(item.sale_control).toEqual({ is_member_by: true, view_price: true, not_buy_msg: '' });
      expect(item.price).toMatch(/^\d+\.\d{2}$/);
    }
    // Best sellers first.
    const sales = res.data.list.map((g) => g.sale_num);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('shows demo the 医疗机构专供 goods it may not buy, with the reason and no price', async () => {
    const items = await all(demo, 2);
    expect(new Set(items.map((g) => g.goods_id))).toEqual(onSale['医疗机构专供']);
    for (const item of items) {
      expect(item.rule_name).toBe('医疗机构专供');
      expect(item.sale_control).toEqual({
        is_member_by: false,
        view_price: false,
        not_buy_msg: '仅限医疗机构采购',
      });
    }
    expect(priceKeysIn(items)).toEqual([]);
  });

  it('shows a clinic (demo3) the opposite lists', async () => {
    const allowed = await all(demo3, 1);
    expect(new Set(allowed.map((g) => g.goods_id))).toEqual(onSale['医疗机构专供']);
    expect(allowed.every((g) => g.sale_control.is_member_by && g.price !== undefined)).toBe(true);

    const refused = await all(demo3, 2);
    expect(new Set(refused.map((g) => g.goods_id))).toEqual(onSale['连锁药店专供']);
    for (const item of refused) {
      expect(item.rule_name).toBe('连锁药店专供');
      // 连锁药店专供 lets others see the price but not buy.
      expect(item.sale_control).toEqual({
        is_member_by: false,
        view_price: true,
        not_buy_msg: '连锁药店专供',
      });
      expect(item.price).toMatch(/^\d+\.\d{2}$/);
    }
    const demoAllowed = new Set((await all(demo, 1)).map((g) => g.goods_id));
    expect(allowed.some((g) => demoAllowed.has(g.goods_id))).toBe(false);
  });

  it('pages the list without overlaps', async () => {
    const first = await list(demo, { type: 2, page: 1, page_size: 20 });
    const second = await list(demo, { type: '2', page: '2', page_size: 20 });
    const total = onSale['医疗机构专供']!.size;
    expect(first.data).toMatchObject({ count: total, page_count: Math.ceil(total / 20) });
    expect(first.data.list).toHaveLength(20);
    const firstIds = new Set(first.data.list.map((g) => g.goods_id));
    expect(second.data.list.some((g) => firstIds.has(g.goods_id))).toBe(false);
    const beyond = await list(demo, { type: 2, page: 99 });
    expect(beyond.data.list).toEqual([]);
    const defaults = await list(demo, { type: 2 });
    expect(defaults.data.list).toHaveLength(20);
  });

  it('refuses bad input with -1, never a fault', async () => {
    for (const body of [
      {},
      { type: 0 },
      { type: 3 },
      { type: 'x' },
      { type: 1, page: 0 },
      { type: 1, page_size: 101 },
    ]) {
      const res = await post(t, PATH, { ...body, token: demo });
      expect(res.code).toBe(-1);
      expect(res.message).toMatch(/^参数错误/);
    }
  });
});
