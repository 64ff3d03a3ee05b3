import type { CartCalculate } from '@shop/contracts/cart';
import type { OrderConfirm, OrderDetail, OrderPage } from '@shop/contracts/order';
import { OrderConfirmSchema } from '@shop/contracts/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order, orderGoods } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addManjian, manjianRules } from '../promotion/manjian.testing';
import {
  addBuyer,
  addCartLine,
  addCategory,
  addCoupon,
  addGoods,
  addShop,
  submitOrder,
} from './order-create.fixtures';

type Ids = { goodsId: number; skuId: number };

/**
 * Full reduction (满减) at checkout. Shop A lists X (133.33) and W (77.77) at 满200减20 and
 * 满300减33.33; Y (50.00) is not listed. Cart: X×2 = 266.66, W×1 = 77.77, Y×1 = 50.00.
 * Covered 344.43 → 满300减33.33, split 26666 : 7777 → 2580.43… + 752.56… → [2580, 753].
 * A coupon 满350减10 on all goods is compared after it: 394.43 - 33.33 = 361.10 ≥ 350;
 * a 满380减50 would be reached before the reduction (394.43) but not after (361.10).
 * Order: 394.43 - 33.33 - 10.00 + 8.00 delivery = 359.10.
 */
describe('full reduction in the cart, at checkout and on the order', () => {
  let t: TestApp;
  let buyer: Awaited<ReturnType<typeof addBuyer>>;
  let siteA: number;
  let siteB: number;
  let X: Ids;
  let W: Ids;
  let Y: Ids;
  let V: Ids;
  let cartIds: number[];
  let coupon350: number;
  let coupon380: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const shop = (name: string) =>
      addShop(db, { name, deliveryTypes: ['express'], freightFen: 800, freeFreightFen: 0 });
    siteA = await shop('满减药房');
    siteB = await shop('封顶药房');
    const cat = await addCategory(db);
    const g = (siteId: number, name: string, priceFen: number) =>
      addGoods(db, { siteId, categoryId: cat, name, priceFen, stock: 100 });
    X = await g(siteA, '阿莫西林', 13_333);
    W = await g(siteA, '布洛芬', 7777);
    Y = await g(siteA, '维生素', 5000);
    V = await g(siteB, '创可贴', 1200);
    await addManjian(db, siteA, {
      name: '指定商品满减',
      rules: {
        goods_type: 2,
        tiers: [
          { money_fen: 20_000, discount_money_fen: 2000 },
          { money_fen: 30_000, discount_money_fen: 3333 },
        ],
      },
      goodsIds: [X.goodsId, W.goodsId],
    });
    // 满10减500 on a 12.00 order: capped at 12.00.
    await addManjian(db, siteB, { rules: manjianRules(1, [[10, 500]]) });
    buyer = await addBuyer(db, 'mjbuyer');
    const m = buyer.memberId;
    coupon350 = await addCoupon(db, {
      siteId: siteA,
      memberId: m,
      couponName: '满350减10',
      type: 'reward',
      moneyFen: 1000,
      atLeastFen: 35_000,
    });
    coupon380 = await addCoupon(db, {
      siteId: siteA,
      memberId: m,
      couponName: '满380减50',
      type: 'reward',
      moneyFen: 5000,
      atLeastFen: 38_000,
    });
    cartIds = [
      await addCartLine(db, { memberId: m, siteId: siteA, skuId: X.skuId, num: 2 }),
      await addCartLine(db, { memberId: m, siteId: siteA, skuId: W.skuId, num: 1 }),
      await addCartLine(db, { memberId: m, siteId: siteA, skuId: Y.skuId, num: 1 }),
    ];
  });
  afterAll(() => t.close());

  const call = <T>(path: string, body: object) => t.call<T>(path, { token: buyer.token, ...body });

  it('shows per shop the tier reached, or what is missing for the next, in the cart', async () => {
    const all = await call<CartCalculate>('/api/cart/calculate', { cart_ids: cartIds });
    expect(all.code).toBe(0);
    expect(all.data).toMatchObject({
      goods_money: '394.43',
      promotion_money: '0.00',
      manjian_money: '33.33',
      pay_money: '361.10',
    });
    expect(all.data.manjian).toEqual([
      {
        site_id: siteA,
        manjian_id: expect.any(Number),
        manjian_name: '指定商品满减',
        tier: { money: '300.00', discount_money: '33.33' },
        manjian_money: '33.33',
        next_tier: null,
        next_need: '0.00',
      },
    ]);
    // W alone: 77.77 covered, 122.23 short of 满200减20.
    const one = await call<CartCalculate>('/api/cart/calculate', { cart_ids: [cartIds[1]] });
    expect(one.data).toMatchObject({ manjian_money: '0.00', pay_money: '77.77' });
    expect(one.data.manjian[0]).toMatchObject({
      tier: null,
      next_tier: { money: '200.00', discount_money: '20.00' },
      next_need: '122.23',
    });
  });

  it('takes the reduction before the coupon, split to the fen, on the confirmation', async () => {
    const res = await call<OrderConfirm>('/api/ordercreate/payment', { cart_ids: cartIds });
    expect(res.code).toBe(0);
    const c = OrderConfirmSchema.parse(res.data);
    const shop = c.shops[0]!;
    expect(shop.manjian).toMatchObject({
      manjian_name: '指定商品满减',
      tier: { money: '300.00', discount_money: '33.33' },
      manjian_money: '33.33',
    });
    const lineOf = (ids: Ids) => shop.lines.find((l) => l.sku_id === ids.skuId)!;
    expect([lineOf(X), lineOf(W), lineOf(Y)].map((l) => l.manjian_money)).toEqual([
      '25.80',
      '7.53',
      '0.00',
    ]);
    // The best coupon is weighed after the reduction: 满380减50 is not usable.
    const usable = Object.fromEntries(shop.coupons.map((x) => [x.coupon_id, x.usable]));
    expect(usable).toEqual({ [coupon350]: true, [coupon380]: false });
    expect(shop).toMatchObject({
      coupon_id: coupon350,
      goods_money: '394.43',
      manjian_money: '33.33',
      coupon_money: '10.00',
      delivery_money: '8.00',
      order_money: '359.10',
    });
    expect(c).toMatchObject({ manjian_money: '33.33', order_money: '359.10' });
    const refused = await call('/api/ordercreate/calculate', {
      cart_ids: cartIds,
      shops: [{ site_id: siteA, coupon_id: coupon380 }],
    });
    expect(refused.code).toBe(-1);
  });

  it('caps the reduction at the money of the goods it covers', async () => {
    const res = await call<OrderConfirm>('/api/ordercreate/payment', {
      sku_id: V.skuId,
      num: 1,
    });
    expect(res.data.shops[0]).toMatchObject({
      manjian: { tier: { money: '10.00', discount_money: '500.00' }, manjian_money: '12.00' },
      goods_money: '12.00',
      manjian_money: '12.00',
      order_money: '8.00',
    });
  });

  it('stores the reduction on the order and its lines, and shows it in the list and detail', async () => {
    const res = await submitOrder(t, buyer.token, {
      cart_ids: cartIds,
      shops: [{ site_id: siteA, coupon_id: coupon350 }],
      idempotency_key: 'manjian-order-0001',
    });
    expect(res.code).toBe(0);
    expect(res.data.pay_money).toBe('359.10');
    const orderId = res.data.order_ids[0]!;
    const db = t.database.db;
    const [row] = await db.select().from(order).where(eq(order.orderId, orderId));
    expect(row).toMatchObject({
      manjianMoneyFen: 3333,
      couponMoneyFen: 1000,
      orderMoneyFen: 35_910,
    });
    const lines = await db.select().from(orderGoods).where(eq(orderGoods.orderId, orderId));
    const bySku = new Map(lines.map((l) => [l.skuId, l]));
    expect([X, W, Y].map((g) => bySku.get(g.skuId)!.manjianMoneyFen)).toEqual([2580, 753, 0]);
    expect([X, W, Y].map((g) => bySku.get(g.skuId)!.couponMoneyFen)).toEqual([667, 195, 138]);

    const detail = await call<OrderDetail>('/api/order/detail', { order_id: orderId });
    expect(detail.data).toMatchObject({
      order_type: 'goods',
      point: 0,
      goods_money: '394.43',
      manjian_money: '33.33',
      coupon_money: '10.00',
      order_money: '359.10',
    });
    expect(detail.data.order_goods.map((l) => l.manjian_money).sort()).toEqual([
      '0.00',
      '25.80',
      '7.53',
    ]);
    const list = await call<OrderPage>('/api/order/lists', {});
    expect(list.data.list.find((o) => o.order_id === orderId)).toMatchObject({
      manjian_money: '33.33',
      order_type: 'goods',
    });
  });

  it('shows a points-exchange order with its points, without pay, close or rebuy', async () => {
    const db = t.database.db;
    const res = await submitOrder(t, buyer.token, {
      sku_id: Y.skuId,
      num: 1,
      idempotency_key: 'manjian-point-order-01',
    });
    const orderId = res.data.order_ids[0]!;
    await db
      .update(order)
      .set({ orderType: 'point', point: 300, payType: 'point', orderMoneyFen: 0 })
      .where(eq(order.orderId, orderId));
    const detail = await call<OrderDetail>('/api/order/detail', { order_id: orderId });
    expect(detail.data).toMatchObject({
      order_type: 'point',
      point: 300,
      pay_type_name: '积分兑换',
      order_money: '0.00',
      pay_deadline: null,
    });
    expect(detail.data.actions).toEqual([]);
  });
});
