import type { CartCalculate } from '@shop/contracts/cart';
import { seededRandom } from '@shop/contracts/common';
import type { OrderConfirm, OrderCreated } from '@shop/contracts/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCartFixture, type CartFixture } from '../cart/cart.testing';
import { addManjian, manjianRules } from '../promotion/manjian.testing';
import { addBuyer, confirmedFor } from './order-create.fixtures';

/**
 * ADR 0009, issue 13: for random carts mixing every promotion kind (member price, seckill with a
 * per-order limit, discount from a minimum, wholesale tiers with a tier limit, exchange ladders
 * of the same and of another SKU, bundles) under a full reduction, the cart's total, the order
 * confirmation's total and the created order's charge are equal to the fen.
 */
describe('one pricing road: cart, confirmation and order agree', () => {
  let t: TestApp;
  let f: CartFixture;

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedCartFixture(t.database.db);
    // 满100减10, 满300减30 on every goods of the main shop.
    await addManjian(t.database.db, f.shops.main, {
      rules: manjianRules(1, [
        [100, 10],
        [300, 30],
      ]),
    });
  });
  afterAll(() => t.close());

  const kinds = () => {
    const g = f.goods;
    return [
      { sku_id: g.plain.skuId, max: 12 },
      { sku_id: g.seckill.skuId, max: 5 },
      { sku_id: g.discount.skuId, max: 6 },
      { sku_id: g.wholesale.skuId, max: 70 },
      { sku_id: g.getfree.skuId, max: 22 },
      { sku_id: g.getfreeOther.skuId, max: 4 },
      { sku_id: g.otherShop.skuId, max: 3 },
      { bl_id: f.bundles.running, max: 2 },
    ];
  };

  it.each([11, 23, 37, 41, 59, 67, 73, 89])('seed %i', async (seed) => {
    const next = seededRandom(seed);
    const buyer = await addBuyer(t.database.db, `prop${seed}`);
    const picked = kinds().filter(() => next() < 0.5);
    const cartIds: number[] = [];
    for (const item of picked.length > 0 ? picked : kinds().slice(0, 1)) {
      const num = 1 + Math.floor(next() * item.max);
      const { max: _, ...goods } = item;
      const added = await t.call<number>('/api/cart/add', { token: buyer.token, num, ...goods });
      if (added.code === 0 && !cartIds.includes(added.data)) cartIds.push(added.data);
    }
    expect(cartIds.length).toBeGreaterThan(0);

    const cart = await t.call<CartCalculate>('/api/Cart/calculate', {
      token: buyer.token,
      cart_ids: cartIds,
    });
    expect(cart.code).toBe(0);
    const body = { cart_ids: cartIds, address_id: buyer.addressId };
    const confirm = await t.call<OrderConfirm>('/api/ordercreate/calculate', {
      token: buyer.token,
      ...body,
    });
    expect(confirm.code).toBe(0);
    // The demo shops charge no freight and the buyer holds no coupon: nothing else is added.
    expect(confirm.data.delivery_money).toBe('0.00');
    expect(confirm.data.coupon_money).toBe('0.00');
    expect(confirm.data.goods_money).toBe(cart.data.goods_money);
    expect(confirm.data.manjian_money).toBe(cart.data.manjian_money);
    expect(confirm.data.order_money).toBe(cart.data.pay_money);

    const created = await t.call<OrderCreated>('/api/ordercreate/create', {
      token: buyer.token,
      ...body,
      idempotency_key: `property-seed-${String(seed).padStart(8, '0')}`,
      confirmed: await confirmedFor(t, buyer.token, body),
    });
    expect(created.code, created.message).toBe(0);
    expect(created.data.pay_money).toBe(cart.data.pay_money);
  });
});
