import type { OrderConfirm } from '@shop/contracts/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsCategory } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addBuyer, addCoupon, addGoods, addShop } from '../order/order-create.fixtures';

/** A category coupon covers goods of the listed category and of its sub-categories (spec §7). */
describe('category coupons at checkout', () => {
  let t: TestApp;
  let buyer: { memberId: number; token: string };
  let deep: { skuId: number };
  let elsewhere: { skuId: number };
  let couponId: number;

  const payment = (skuId: number) =>
    t.call<OrderConfirm>('/api/ordercreate/payment', { token: buyer.token, sku_id: skuId, num: 2 });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const siteId = await addShop(db, {
      name: '康源自营店',
      deliveryTypes: ['express'],
      freightFen: 0,
      freeFreightFen: 0,
    });
    const category = async (name: string, level: number, pid = 0) => {
      const [c] = await db
        .insert(goodsCategory)
        .values({ categoryName: name, level, pid })
        .returning({ id: goodsCategory.categoryId });
      return c!.id;
    };
    const western = await category('西药', 1);
    const antibiotics = await category('抗生素', 2, western);
    const penicillins = await category('青霉素类', 3, antibiotics);
    const chinese = await category('中成药', 1);
    deep = await addGoods(db, {
      siteId,
      categoryId: penicillins,
      name: '阿莫西林胶囊',
      priceFen: 3000,
      stock: 50,
    });
    elsewhere = await addGoods(db, {
      siteId,
      categoryId: chinese,
      name: '乌鸡白凤丸',
      priceFen: 3000,
      stock: 50,
    });
    buyer = await addBuyer(db, 'catbuyer');
    couponId = await addCoupon(db, {
      siteId,
      memberId: buyer.memberId,
      couponName: '西药满50减8',
      type: 'reward',
      moneyFen: 800,
      atLeastFen: 5000,
      goodsType: 3,
      scopeIds: [western],
    });
  });
  afterAll(() => t.close());

  it('applies to goods two levels below the listed category', async () => {
    const res = await payment(deep.skuId);
    expect(res.code).toBe(0);
    const shop = res.data.shops[0]!;
    expect(shop.coupons.map((c) => [c.coupon_id, c.usable])).toEqual([[couponId, true]]);
    expect(shop).toMatchObject({ coupon_id: couponId, goods_money: '60.00', coupon_money: '8.00' });
  });

  it('does not apply to goods of another category', async () => {
    const res = await payment(elsewhere.skuId);
    expect(res.code).toBe(0);
    const shop = res.data.shops[0]!;
    expect(shop.coupons.map((c) => [c.coupon_id, c.usable])).toEqual([[couponId, false]]);
    expect(shop).toMatchObject({ coupon_id: 0, coupon_money: '0.00' });
  });
});
