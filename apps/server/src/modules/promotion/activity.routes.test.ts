import type { ActivityPage } from '@shop/contracts/promotion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceKeysIn } from '../../test/json-keys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginToken } from '../auth/testing';

describe('/api/promotion/activity', () => {
  let t: TestApp;
  const activity = (body: object = {}) => t.call<ActivityPage>('/api/promotion/activity', body);

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('lists only the promotions running now, each cart kind with its goods', async () => {
    const res = await activity({ page_size: 20 });
    expect(res.code).toBe(0);
    const now = Date.now();
    const kinds = new Set(res.data.list.map((p) => p.kind));
    for (const kind of ['bundling', 'discount', 'getfree', 'seckill', 'wholesale'])
      expect(kinds).toContain(kind);
    expect(res.data.list.map((p) => p.name)).not.toContain('明日秒杀');
    expect(res.data.list.map((p) => p.name)).not.toContain('上周特价');
    for (const p of res.data.list) {
      expect(p.start_time).toBeLessThanOrEqual(now);
      expect(p.end_time).toBeGreaterThan(now);
      expect(p.goods_list.length).toBeLessThanOrEqual(10);
      expect(p.goods_count).toBeGreaterThanOrEqual(p.goods_list.length);
      expect(p.goods_links.map((l) => l.goods_id)).toEqual(p.goods_list.map((g) => g.goods_id));
      expect(p.shop_name).not.toBe('');
      if (p.kind !== 'manjian') expect(p.goods_list.length).toBeGreaterThan(0);
    }
  });

  it('filters by kind', async () => {
    const res = await activity({ kind: 'seckill' });
    expect(res.data.list.every((p) => p.kind === 'seckill')).toBe(true);
    expect(res.data.list.map((p) => p.name)).toContain('限时秒杀');
  });

  it('gives a visitor names and end times but no price or label', async () => {
    const res = await activity({ page_size: 20 });
    expect(priceKeysIn(res.data)).toEqual([]);
    expect(JSON.stringify(res.data)).not.toContain('sale_control');
  });

  it('shows a member prices and the promotion label on the cards', async () => {
    const token = await loginToken(t, 'demo', 'demo123456');
    const res = await activity({ kind: 'seckill', token });
    const cards = res.data.list[0]!.goods_list;
    const priced = cards.filter((c) => c.price !== undefined);
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((c) => c.promotion_labels?.includes('seckill'))).toBe(true);
  });

  it('pages and refuses bad input with -1', async () => {
    const one = await activity({ page: 1, page_size: 2 });
    expect(one.data.list).toHaveLength(2);
    expect(one.data.page_count).toBe(Math.ceil(one.data.count / 2));
    expect((await activity({ page: 99 })).data.list).toEqual([]);
    expect((await activity({ kind: 'coupon' })).code).toBe(-1);
    expect((await activity({ page_size: 21 })).code).toBe(-1);
    expect((await activity({ page: -1 })).code).toBe(-1);
  });
});
