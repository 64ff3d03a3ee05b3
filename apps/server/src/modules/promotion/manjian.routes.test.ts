import { ManjianInfoSchema, type ManjianInfo } from '@shop/contracts/promotion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addBuyer, addCategory, addGoods, addShop } from '../order/order-create.fixtures';
import { addManjian, manjianRules } from './manjian.testing';

describe('/manjian/api/manjian/info', () => {
  let t: TestApp;
  let token: string;
  const goods: Record<string, number> = {};
  const info = (body: object) => t.call<ManjianInfo>('/manjian/api/manjian/info', body);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const shop = (name: string) =>
      addShop(db, { name, deliveryTypes: ['express'], freightFen: 0, freeFreightFen: 0 });
    const [whole, listed, later, none] = [
      await shop('全店满减店'),
      await shop('指定商品店'),
      await shop('预告店'),
      await shop('无满减店'),
    ];
    const cat = await addCategory(db);
    const add = async (key: string, siteId: number) => {
      goods[key] = (
        await addGoods(db, { siteId, categoryId: cat, name: key, priceFen: 1000, stock: 10 })
      ).goodsId;
    };
    await add('whole', whole);
    await add('listed', listed);
    await add('unlisted', listed);
    await add('later', later);
    await add('none', none);

    // Two running on one shop: the later start (满200减15) applies; an older one is ignored.
    await addManjian(db, whole, {
      name: '老满减',
      rules: manjianRules(1, [[100, 5]]),
      fromDays: -5,
    });
    await addManjian(db, whole, {
      name: '全场满减',
      // Unsorted, one malformed tier and a duplicate threshold: read leniently.
      rules: {
        goods_type: 1,
        tiers: [
          { money_fen: 50000, discount_money_fen: 6000 },
          { money_fen: 'x', discount_money_fen: 100 },
          { money_fen: 20000, discount_money_fen: 1500 },
          { money_fen: 20000, discount_money_fen: 9900 },
        ],
      },
    });
    await addManjian(db, listed, {
      name: '指定商品满减',
      rules: manjianRules(2, [[100, 10]]),
      goodsIds: [goods.listed!],
    });
    await addManjian(db, later, { rules: manjianRules(1, [[100, 10]]), fromDays: 2 });
    await addManjian(db, later, { rules: manjianRules(1, [[100, 10]]), fromDays: -9, toDays: -1 });
    await addManjian(db, later, { rules: manjianRules(1, [[100, 10]]), status: 0 });
    await addManjian(db, none, { rules: { goods_type: 1, tiers: 'bad' } });
    token = (await addBuyer(db, 'mj')).token;
  });
  afterAll(() => t.close());

  it('shows a member the running full reduction of the shop, the latest start first', async () => {
    const res = await info({ token, goods_id: goods.whole });
    expect(res.code).toBe(0);
    const data = ManjianInfoSchema.parse(res.data)!;
    expect(data).toMatchObject({
      manjian_name: '全场满减',
      goods_type: 1,
      tiers: [
        { money: '200.00', discount_money: '15.00' },
        { money: '500.00', discount_money: '60.00' },
      ],
    });
    expect(data.start_time).toBeLessThan(Date.now());
    expect(data.end_time).toBeGreaterThan(Date.now());
  });

  it('covers only the listed goods of a listed-goods full reduction', async () => {
    expect((await info({ token, goods_id: goods.listed })).data).toMatchObject({
      manjian_name: '指定商品满减',
      goods_type: 2,
    });
    expect((await info({ token, goods_id: goods.unlisted })).data).toBeNull();
  });

  it('answers null outside the window, when closed, or without a valid tier', async () => {
    expect((await info({ token, goods_id: goods.later })).data).toBeNull();
    expect((await info({ token, goods_id: goods.none })).data).toBeNull();
  });

  it('gives a visitor nothing (labels are for members)', async () => {
    const res = await info({ goods_id: goods.whole });
    expect(res).toMatchObject({ code: 0, data: null });
  });

  it('refuses an unknown goods and bad input with -1', async () => {
    expect((await info({ token, goods_id: 999_999 })).code).toBe(-1);
    expect((await info({ token, goods_id: 'abc' })).code).toBe(-1);
    expect((await info({ token })).code).toBe(-1);
    expect((await info({ token, goods_id: -3 })).code).toBe(-1);
  });
});
