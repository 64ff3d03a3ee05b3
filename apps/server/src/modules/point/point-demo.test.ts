import type { PointGoodsPage, PointLogPage } from '@shop/contracts/point';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginToken } from '../auth/testing';

describe('points mall demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('offers 10 goods and 4 coupons, one sold out and one limited', async () => {
    const res = await t.call<PointGoodsPage>('/pointexchange/api/goods/page', { page_size: 48 });
    const goods = res.data.list.filter((i) => i.type === 1);
    const coupons = res.data.list.filter((i) => i.type === 2);
    expect(goods).toHaveLength(10);
    expect(coupons).toHaveLength(4);
    expect(res.data.list.filter((i) => i.sold_out)).toHaveLength(1);
    expect(res.data.list.filter((i) => i.limit_num > 0).length).toBeGreaterThanOrEqual(1);
    expect(coupons.every((c) => c.coupon !== null && c.goods === null)).toBe(true);
  });

  it('gives demo 5,000, demo2 300 and demo3 0 points, each explained by the ledger', async () => {
    for (const [username, point] of [
      ['demo', 5000],
      ['demo2', 300],
      ['demo3', 0],
    ] as const) {
      const token = await loginToken(t, username, 'demo123456');
      const log = await t.call<PointLogPage>('/api/memberaccount/pointpage', { token });
      expect(log.data.point).toBe(point);
      expect(log.data.list.length).toBeGreaterThan(0);
      expect(log.data.list[0]!.point_after).toBe(point);
      expect(log.data.list.every((r) => r.reason === 'grant')).toBe(true);
    }
  });
});
