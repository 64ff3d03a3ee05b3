import type { BundlingDetail, ManjianInfo } from '@shop/contracts/promotion';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken } from '../../modules/auth/testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { goods, promotion, promotionBundling } from '../schema';
import { DEMO_PASSWORD } from './member-demo';

describe('demo full reductions and combos', () => {
  let t: TestApp;
  let token: string;
  const info = (goodsId: number) =>
    t.call<ManjianInfo>('/manjian/api/manjian/info', { token, goods_id: goodsId });

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    token = await loginToken(t, 'demo', DEMO_PASSWORD);
  }, 180_000);
  afterAll(() => t.close());

  it('seeds running shop-wide and listed-goods full reductions, an upcoming and an ended one', async () => {
    const db = t.database.db;
    const rows = await db.select().from(promotion).where(eq(promotion.kind, 'manjian'));
    const now = Date.now();
    const running = rows.filter((r) => r.startAt.getTime() <= now && r.endAt.getTime() > now);
    expect(running.map((r) => r.name).sort()).toEqual(['全场满减', '指定商品满减']);
    expect(rows.some((r) => r.startAt.getTime() > now)).toBe(true);
    expect(rows.some((r) => r.endAt.getTime() <= now)).toBe(true);
    const whole = running.find((r) => r.name === '全场满减')!;
    const [anyGoods] = await db
      .select({ goodsId: goods.goodsId })
      .from(goods)
      .where(and(eq(goods.siteId, whole.siteId), eq(goods.goodsState, 1)))
      .limit(1);
    expect((await info(anyGoods!.goodsId)).data?.tiers).toEqual([
      { money: '300.00', discount_money: '30.00' },
      { money: '500.00', discount_money: '60.00' },
      { money: '1000.00', discount_money: '150.00' },
    ]);
  });

  it('leaves the shops of the e2e checkout journey without a running full reduction', async () => {
    const db = t.database.db;
    const journey = await db
      .select({ goodsId: goods.goodsId })
      .from(goods)
      .where(like(goods.goodsName, '乌鸡白凤丸%'));
    expect(journey.length).toBeGreaterThan(0);
    for (const g of journey) expect((await info(g.goodsId)).data).toBeNull();
  });

  it('seeds an upcoming and an ended combo besides the running ones', async () => {
    const bundles = await t.database.db.select().from(promotionBundling);
    const statuses = new Set<string>();
    for (const b of bundles) {
      const res = await t.call<BundlingDetail>('/bundling/api/bundling/detail', {
        token,
        bl_id: b.blId,
      });
      expect(res.code).toBe(0);
      statuses.add(res.data.status);
    }
    expect([...statuses].sort()).toEqual(['ended', 'running', 'upcoming']);
  });
});
