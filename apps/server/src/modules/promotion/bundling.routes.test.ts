import { BundlingDetailSchema, type BundlingDetail } from '@shop/contracts/promotion';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotion, promotionBundling } from '../../db/schema';
import { priceKeysIn } from '../../test/json-keys';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  addBuyer,
  addBundle,
  addCategory,
  addGoods,
  addShop,
} from '../order/order-create.fixtures';

const DAY_MS = 86_400_000;

/** A bundle of 感冒灵 30.00 ×1 and 甘草片 20.00 ×2 (70.00 a set) sold at 55.00. */
describe('/bundling/api/bundling/detail', () => {
  let t: TestApp;
  let token: string;
  let running: number;
  let upcoming: number;
  let ended: number;
  const detail = (body: object) => t.call<BundlingDetail>('/bundling/api/bundling/detail', body);

  /** Moves the window of the bundle's promotion by days from now. */
  async function windowOf(blId: number, fromDays: number, toDays: number) {
    const db = t.database.db;
    const [bl] = await db
      .select({ promotionId: promotionBundling.promotionId })
      .from(promotionBundling)
      .where(eq(promotionBundling.blId, blId));
    const now = Date.now();
    await db
      .update(promotion)
      .set({ startAt: new Date(now + fromDays * DAY_MS), endAt: new Date(now + toDays * DAY_MS) })
      .where(eq(promotion.promotionId, bl!.promotionId));
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const siteId = await addShop(db, {
      name: '康源药房',
      deliveryTypes: ['express'],
      freightFen: 0,
      freeFreightFen: 0,
    });
    const cat = await addCategory(db);
    const a = await addGoods(db, {
      siteId,
      categoryId: cat,
      name: '感冒灵',
      priceFen: 3000,
      stock: 9,
    });
    const b = await addGoods(db, {
      siteId,
      categoryId: cat,
      name: '甘草片',
      priceFen: 2000,
      stock: 7,
    });
    const parts = [
      { ...a, num: 1 },
      { ...b, num: 2 },
    ];
    running = await addBundle(db, siteId, 5500, parts);
    upcoming = await addBundle(db, siteId, 5500, parts);
    ended = await addBundle(db, siteId, 5500, parts);
    await windowOf(upcoming, 2, 5);
    await windowOf(ended, -5, -1);
    token = (await addBuyer(db, 'combo')).token;
  });
  afterAll(() => t.close());

  it('prices a running bundle for a member: bundle price, single prices, saving, sets', async () => {
    const res = await detail({ token, bl_id: running });
    expect(res.code).toBe(0);
    const d = BundlingDetailSchema.parse(res.data);
    expect(d).toMatchObject({
      bl_name: '感冒套餐',
      shop_name: '康源药房',
      status: 'running',
      bl_price: '55.00',
      goods_money: '70.00',
      save_money: '15.00',
      // 甘草片 7 in stock, 2 a set: 3 sets.
      stock: 3,
      can_buy: true,
      refusal: '',
    });
    expect(d.goods.map((g) => [g.goods_name, g.num, g.price, g.unit])).toEqual([
      ['感冒灵', 1, '30.00', '盒'],
      ['甘草片', 2, '20.00', '盒'],
    ]);
  });

  it('shows a visitor the goods and window but no price', async () => {
    const res = await detail({ bl_id: running });
    expect(res.code).toBe(0);
    expect(priceKeysIn(res.data)).toEqual([]);
    expect(res.data).toMatchObject({ status: 'running', can_buy: false, stock: 3 });
    expect(res.data.goods).toHaveLength(2);
  });

  it('says when the bundle has not started or has ended, and cannot be bought', async () => {
    expect((await detail({ token, bl_id: upcoming })).data).toMatchObject({
      status: 'upcoming',
      can_buy: false,
      refusal: '该组合套餐活动尚未开始',
    });
    expect((await detail({ token, bl_id: ended, lang: 'en-us' })).data).toMatchObject({
      status: 'ended',
      can_buy: false,
      refusal: 'This bundle offer has ended',
    });
  });

  it('refuses unknown ids and bad input with -1', async () => {
    expect((await detail({ token, bl_id: 999_999 })).code).toBe(-1);
    expect((await detail({ bl_id: 'x' })).code).toBe(-1);
    expect((await detail({})).code).toBe(-1);
  });
});
