import type { OrderCreated } from '@shop/contracts/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderGoods, promotionGoods } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  addBuyer,
  addCategory,
  addGoods,
  addPromotion,
  addShop,
  confirmedFor,
} from './order-create.fixtures';

/**
 * Races on real PostgreSQL for a group buy 团购: many buyers for its set-aside units, and one
 * buyer submitting several orders at once against the per-buyer limit.
 */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'group buy orders under concurrency',
  () => {
    let t: TestApp;
    let siteId: number;
    let categoryId: number;

    const groupbuy = async (name: string, terms: { stock: number; goodsLimit: number }) => {
      const ids = await addGoods(t.database.db, {
        siteId,
        categoryId,
        name,
        priceFen: 1000,
        stock: 500,
      });
      const { promotionGoodsId } = await addPromotion(t.database.db, siteId, 'groupbuy', {
        ...ids,
        priceFen: 800,
        goodsMin: 2,
        ...terms,
      });
      return promotionGoodsId;
    };
    const groupbuyUnits = async (id: number) => {
      const rows = await t.database.db
        .select({ promotionNum: orderGoods.promotionNum, memberId: orderGoods.memberId })
        .from(orderGoods)
        .innerJoin(promotionGoods, eq(promotionGoods.promotionId, orderGoods.promotionId))
        .where(eq(promotionGoods.id, id));
      return rows;
    };

    beforeAll(async () => {
      t = await createTestApp();
      siteId = await addShop(t.database.db, {
        name: '团购药房',
        deliveryTypes: ['express'],
        freightFen: 0,
        freeFreightFen: 0,
      });
      categoryId = await addCategory(t.database.db);
    });
    afterAll(() => t.close());

    it('30 buyers of 2 units race for 10 set-aside units: exactly 10 sold at the group price', async () => {
      const id = await groupbuy('连花清瘟胶囊', { stock: 10, goodsLimit: 0 });
      const buyers = [];
      for (let i = 0; i < 30; i += 1) buyers.push(await addBuyer(t.database.db, `group${i}`));
      const source = { groupbuy_id: id, num: 2 };
      const confirmed = await confirmedFor(t, buyers[0]!.token, source);
      expect(confirmed.order_money).toBe('16.00');
      const answers = await Promise.all(
        buyers.map((b, i) =>
          t.call<OrderCreated>('/api/ordercreate/create', {
            token: b.token,
            ...source,
            idempotency_key: `groupbuy-race-${String(i).padStart(4, '0')}`,
            confirmed,
          }),
        ),
      );
      const ok = answers.filter((a) => a.code === 0);
      const refused = answers.filter((a) => a.code !== 0);
      console.warn(`[groupbuy race] ${ok.length} orders, ${refused.length} refused`);
      for (const a of refused) {
        expect(a.code).toBe(-1);
        // The last set-aside unit priced one of the 2 at the normal price: refused as changed.
        expect(a.message).toMatch(/连花清瘟胶囊 (活动库存已售罄|.*不足)|稍后重试|价格已变化/);
      }
      const [row] = await t.database.db
        .select()
        .from(promotionGoods)
        .where(eq(promotionGoods.id, id));
      expect(row!.soldNum).toBe(10);
      const units = await groupbuyUnits(id);
      expect(units.reduce((sum, r) => sum + r.promotionNum, 0)).toBe(10);
    }, 120_000);

    it('one buyer submitting 4 orders of 2 at once stays within the limit of 4', async () => {
      const id = await groupbuy('板蓝根颗粒', { stock: 0, goodsLimit: 4 });
      const buyer = await addBuyer(t.database.db, 'eager');
      const source = { groupbuy_id: id, num: 2 };
      const confirmed = await confirmedFor(t, buyer.token, source);
      const answers = await Promise.all(
        [0, 1, 2, 3].map((i) =>
          t.call<OrderCreated>('/api/ordercreate/create', {
            token: buyer.token,
            ...source,
            idempotency_key: `groupbuy-limit-${String(i).padStart(4, '0')}`,
            confirmed,
          }),
        ),
      );
      // Each order waits for the member's lock: two fit the limit, the others are refused (or, past
      // the lock wait, told to retry).
      const ok = answers.filter((a) => a.code === 0);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      expect(ok.length).toBeLessThanOrEqual(2);
      for (const a of answers.filter((x) => x.code !== 0))
        expect(a.message).toMatch(/每人限购4盒，您已购买4盒|稍后重试/);
      const units = await groupbuyUnits(id);
      expect(units.reduce((sum, r) => sum + r.promotionNum, 0)).toBe(ok.length * 2);
    }, 60_000);
  },
);
