import type { GroupbuyDetail, GroupbuyPage } from '@shop/contracts/promotion';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotion, promotionGoods } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/member-demo';
import { priceKeysIn } from '../../test/json-keys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginToken } from '../auth/testing';

describe('group buy 团购 calls', () => {
  let t: TestApp;
  let token: string;
  const page = (body: object = {}) => t.call<GroupbuyPage>('/groupbuy/api/goods/page', body);
  const detail = (body: object) => t.call<GroupbuyDetail>('/groupbuy/api/goods/detail', body);

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    token = await loginToken(t, 'demo', DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  it('lists running group buys first, then upcoming ones, never ended ones', async () => {
    const res = await page({ token, page_size: 60 });
    expect(res.code).toBe(0);
    const statuses = res.data.list.map((g) => g.status);
    expect(statuses).toContain('running');
    expect(statuses).toContain('not_started');
    expect(statuses).not.toContain('ended');
    expect(statuses.indexOf('not_started')).toBeGreaterThan(statuses.lastIndexOf('running'));
    expect(res.data.list.map((g) => g.name)).not.toContain('秋季团购');
    for (const g of res.data.list) {
      expect(g.goods_min).toBeGreaterThanOrEqual(1);
      // A member sees the group price below the normal price.
      expect(Number(g.groupbuy_price)).toBeLessThan(Number(g.goods.price));
    }
  });

  it('hides every price from a visitor', async () => {
    const res = await page();
    expect(res.data.list.length).toBeGreaterThan(0);
    expect(priceKeysIn(res.data)).toEqual([]);
    expect(JSON.stringify(res.data)).not.toContain('groupbuy_price');
    const one = await detail({ groupbuy_id: res.data.list[0]!.groupbuy_id });
    expect(one.code).toBe(0);
    expect(priceKeysIn(one.data)).toEqual([]);
    expect(one.data).not.toHaveProperty('groupbuy_price');
    expect(one.data).not.toHaveProperty('bought');
  });

  it('pages and refuses bad input', async () => {
    const first = await page({ page: 1, page_size: 5 });
    expect(first.data.list).toHaveLength(5);
    expect(first.data.page_count).toBe(Math.ceil(first.data.count / 5));
    const second = await page({ page: 2, page_size: 5 });
    const ids = [...first.data.list, ...second.data.list].map((g) => g.groupbuy_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await page({ page: 99 })).data.list).toEqual([]);
    expect((await page({ page_size: 61 })).code).toBe(-1);
    expect((await page({ page: 0 })).code).toBe(-1);
  });

  it('shows a member the detail with the units bought, and refuses unknown ids', async () => {
    const list = (await page({ token, page_size: 60 })).data.list;
    const running = list.find((g) => g.status === 'running')!;
    const res = await detail({ token, groupbuy_id: running.groupbuy_id });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      groupbuy_id: running.groupbuy_id,
      status: 'running',
      bought: 0,
      groupbuy_price: running.groupbuy_price,
    });
    expect(res.data.remark).not.toBe('');
    expect((await detail({ groupbuy_id: 999_999 })).code).toBe(-1);
    expect((await detail({ groupbuy_id: 'abc' })).code).toBe(-1);
    expect((await detail({})).code).toBe(-1);
  });

  it('answers an ended group buy with its status (its page says so)', async () => {
    const [ended] = await t.database.db
      .select({ id: promotionGoods.id })
      .from(promotionGoods)
      .innerJoin(promotion, eq(promotion.promotionId, promotionGoods.promotionId))
      .where(eq(promotion.name, '秋季团购'))
      .limit(1);
    const res = await detail({ token, groupbuy_id: ended!.id });
    expect(res.data).toMatchObject({ name: '秋季团购', status: 'ended' });
    expect(res.data.end_time).toBeLessThan(Date.now());
  });
});
