import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goods,
  member,
  promotionBundling,
  promotionBundlingGoods,
  promotionGoods,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newBuyer } from './cart.testing';
import { priceBundleItems, priceSkuItems } from '../pricing';

describe('demo promotions in the cart', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  }, 300_000);
  afterAll(() => t.close());

  it('seeds running bundles of two goods of one shop, priced at the sum of promotional prices', async () => {
    const db = t.database.db;
    const bundles = await db.select().from(promotionBundling);
    expect(bundles.length).toBeGreaterThan(0);
    const members = await db
      .select({
        blId: promotionBundlingGoods.blId,
        num: promotionBundlingGoods.num,
        siteId: goods.siteId,
        goodsName: goods.goodsName,
      })
      .from(promotionBundlingGoods)
      .innerJoin(goods, eq(goods.goodsId, promotionBundlingGoods.goodsId));
    for (const b of bundles) {
      const mine = members.filter((m) => m.blId === b.blId);
      expect(mine).toHaveLength(2);
      expect(mine.every((m) => m.siteId === b.siteId && m.num === 1)).toBe(true);
      expect(b.blName.length).toBeLessThanOrEqual(60);
      expect(b.blName.startsWith(mine[0]!.goodsName.slice(0, 10))).toBe(true);
    }
    // The demo turns the licence gate on: the demo buyer holds approved licences for every scope.
    const [demoBuyer] = await db
      .select({ memberId: member.memberId })
      .from(member)
      .where(eq(member.username, 'demo'));
    const priced = await priceBundleItems(
      db,
      demoBuyer!.memberId,
      bundles.map((b) => ({ blId: b.blId, num: 1 })),
    );
    expect(priced.some((p) => p.valid)).toBe(true);
    for (const p of priced) expect(p.priced.promotionMoneyFen).toBeGreaterThanOrEqual(0);
    expect(priced.filter((p) => p.priced.promotionMoneyFen > 0).length).toBeGreaterThan(
      priced.length / 2,
    );
  });

  it('seeds a few exchange lines that bring another goods', async () => {
    const db = t.database.db;
    const rows = await db
      .select({ skuId: promotionGoods.skuId, rules: promotionGoods.rules })
      .from(promotionGoods)
      .where(sql`${promotionGoods.rules} ? 'exchange_sku_id'`);
    expect(rows.length).toBeGreaterThan(0);
    const { memberId } = await newBuyer(db);
    const [line] = await priceSkuItems(db, memberId, [{ skuId: rows[0]!.skuId!, num: 10 }]);
    expect(line!.promotion?.kind).toBe('getfree');
    expect(line!.exchangeGoods?.skuId).toBe(
      (rows[0]!.rules as { exchange_sku_id: number }).exchange_sku_id,
    );
    expect(line!.exchangeGoods?.skuId).not.toBe(rows[0]!.skuId);
    expect(line!.priced.exchange?.num).toBe(1);
  });
});
