import { OrderConfirmSchema, type OrderConfirm, type OrderCreated } from '@shop/contracts/order';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cart,
  goods,
  goodsSku,
  memberCoupon,
  order,
  orderGoods,
  orderIdempotency,
  orderLog,
  orderPay,
  promotionGoods,
} from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/member-demo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginToken } from '../auth/testing';
import { releaseOrderCoupons } from '../coupon/coupon.service';
import {
  addBuyer,
  addBundle,
  addCartLine,
  addCategory,
  addCoupon,
  addGoods,
  addPromotion,
  addShop,
  confirmedFor,
  submitOrder,
  UNCOMPARED_CONFIRMATION,
} from './order-create.fixtures';
import { addPickupStore } from '../catalogue/pickup-store.testing';
import { returnOrderStock } from './order-stock.service';

type Buyer = Awaited<ReturnType<typeof addBuyer>>;
type Ids = { goodsId: number; skuId: number };

describe('order create routes', () => {
  let t: TestApp;
  let buyer: Buyer;
  let other: Buyer;
  let siteA: number;
  let siteB: number;
  let plain: Ids;
  let seckill: Ids;
  let wholesale: Ids;
  let getfree: Ids;
  let bundleA: Ids;
  let bundleB: Ids;
  let shopBGoods: Ids;
  let perOrder: Ids;
  let lifetime: Ids;
  let blId: number;
  let seckillPromotionGoodsId: number;
  let cartIds: number[];
  const stores = { a1: 0, a2: 0, aClosed: 0, b: 0 };
  const coupons = {
    reward300: 0,
    discount95: 0,
    reward1000: 0,
    expired: 0,
    shopBGoods: 0,
    shopBOtherGoods: 0,
    othersCoupon: 0,
  };

  const call = <T>(token: string, path: string, body: object) =>
    t.call<T>(`/api/ordercreate/${path}`, { token, ...body });
  /** A submit refused before its prices are compared (calculate refuses it as well). */
  const refusedCreate = (token: string, body: object) =>
    call(token, 'create', { ...body, confirmed: UNCOMPARED_CONFIRMATION });
  const create = (token: string, body: Parameters<typeof submitOrder>[2]) =>
    submitOrder(t, token, body);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    siteA = await addShop(db, {
      name: '康源自营店',
      deliveryTypes: ['express', 'store'],
      freightFen: 1000,
      freeFreightFen: 50_000,
    });
    siteB = await addShop(db, {
      name: '仁心大药房',
      deliveryTypes: ['express'],
      freightFen: 800,
      freeFreightFen: 0,
    });
    stores.a1 = await addPickupStore(db, { siteId: siteA, name: '江宁门店' });
    stores.a2 = await addPickupStore(db, { siteId: siteA, name: '鼓楼门店' });
    stores.aClosed = await addPickupStore(db, { siteId: siteA, name: '停业门店', isOpen: false });
    stores.b = await addPickupStore(db, { siteId: siteB, name: '仁心门店' });
    const cat = await addCategory(db);
    const g = (name: string, priceFen: number, stock: number, more = {}) =>
      addGoods(db, { siteId: siteA, categoryId: cat, name, priceFen, stock, ...more });
    plain = await g('阿莫西林胶囊', 10_000, 100);
    seckill = await g('布洛芬缓释胶囊', 5000, 100);
    wholesale = await g('维生素C片', 1000, 1000);
    getfree = await g('板蓝根颗粒', 2000, 100);
    bundleA = await g('感冒灵颗粒', 3000, 100);
    bundleB = await g('复方甘草片', 2000, 100);
    perOrder = await g('限购每单', 1000, 100, { maxBuy: 2, maxBuyType: 1 });
    lifetime = await g('限购终身', 1000, 100, { maxBuy: 3, maxBuyType: 2 });
    shopBGoods = await addGoods(db, {
      siteId: siteB,
      categoryId: cat,
      name: '连花清瘟胶囊',
      priceFen: 2000,
      stock: 5,
    });

    seckillPromotionGoodsId = (
      await addPromotion(db, siteA, 'seckill', {
        ...seckill,
        priceFen: 4000,
        goodsLimit: 2,
        stock: 10,
      })
    ).promotionGoodsId;
    await addPromotion(db, siteA, 'wholesale', {
      ...wholesale,
      priceJson: [
        { num: 10, limit_num: 0, price: 900 },
        { num: 50, limit_num: 0, price: 800 },
      ],
    });
    await addPromotion(db, siteA, 'getfree', {
      ...getfree,
      rules: { is_ladder: 1, ladder_json: [{ mainRang: 5, rang: 1, rangPrice: 1000 }] },
    });
    blId = await addBundle(db, siteA, 4000, [
      { ...bundleA, num: 1 },
      { ...bundleB, num: 1 },
    ]);

    buyer = await addBuyer(db, 'buyer');
    other = await addBuyer(db, 'other');
    const m = buyer.memberId;
    coupons.reward300 = await addCoupon(db, {
      siteId: siteA,
      memberId: m,
      couponName: '满300减20',
      type: 'reward',
      moneyFen: 2000,
      atLeastFen: 30_000,
    });
    coupons.discount95 = await addCoupon(db, {
      siteId: siteA,
      memberId: m,
      couponName: '9.5折',
      type: 'discount',
      discount: 95,
      discountLimitFen: 5000,
    });
    coupons.reward1000 = await addCoupon(db, {
      siteId: siteA,
      memberId: m,
      couponName: '满1000减80',
      type: 'reward',
      moneyFen: 8000,
      atLeastFen: 100_000,
    });
    coupons.expired = await addCoupon(db, {
      siteId: siteA,
      memberId: m,
      type: 'reward',
      moneyFen: 9000,
      expired: true,
    });
    coupons.shopBGoods = await addCoupon(db, {
      siteId: siteB,
      memberId: m,
      couponName: '指定商品满30减5',
      type: 'reward',
      moneyFen: 500,
      atLeastFen: 3000,
      goodsType: 2,
      scopeIds: [shopBGoods.goodsId],
    });
    coupons.shopBOtherGoods = await addCoupon(db, {
      siteId: siteB,
      memberId: m,
      type: 'reward',
      moneyFen: 500,
      goodsType: 2,
      scopeIds: [plain.goodsId],
    });
    coupons.othersCoupon = await addCoupon(db, {
      siteId: siteA,
      memberId: other.memberId,
      type: 'reward',
      moneyFen: 100,
    });

    cartIds = [
      await addCartLine(db, { memberId: m, siteId: siteA, skuId: seckill.skuId, num: 3 }),
      await addCartLine(db, { memberId: m, siteId: siteA, skuId: wholesale.skuId, num: 12 }),
      await addCartLine(db, { memberId: m, siteId: siteA, skuId: getfree.skuId, num: 5 }),
      await addCartLine(db, { memberId: m, siteId: siteA, blId, num: 1 }),
      await addCartLine(db, { memberId: m, siteId: siteB, skuId: shopBGoods.skuId, num: 2 }),
    ];
  });
  afterAll(() => t.close());

  const shopOf = (c: OrderConfirm, siteId: number) => c.shops.find((s) => s.site_id === siteId)!;

  it('prices the cart per shop with the best coupon on /payment', async () => {
    const res = await call<OrderConfirm>(buyer.token, 'payment', { cart_ids: cartIds });
    expect(res.code).toBe(0);
    const c = OrderConfirmSchema.parse(res.data);
    expect(c.address).toMatchObject({ id: buyer.addressId, name: '张三', is_default: 1 });
    expect(c.account).toEqual({
      balance: '0.00',
      credit_limit: '0.00',
      credit_available: '0.00',
      has_pay_password: false,
    });
    const a = shopOf(c, siteA);
    expect(a).toMatchObject({
      shop_name: '康源自营店',
      delivery_types: ['express', 'store'],
      delivery_type: 'express',
      coupon_id: coupons.reward300,
      // 150 + 120 + 120 (5 main + 1 exchange at full price) + 50 (bundle goods)
      goods_money: '440.00',
      // seckill 2 x 10, wholesale 12 x 1, exchange 10, bundle 10
      promotion_money: '52.00',
      coupon_money: '20.00',
      delivery_money: '10.00',
      order_money: '378.00',
    });
    const lines = a.lines.map((l) => [
      l.sku_name,
      l.num,
      l.price,
      l.discount_price,
      l.promotion_type,
      l.goods_money,
      l.real_goods_money,
      l.bl_id,
    ]);
    expect(lines).toEqual([
      ['布洛芬缓释胶囊', 3, '50.00', '40.00', 'seckill', '150.00', '130.00', 0],
      ['维生素C片', 12, '10.00', '9.00', 'wholesale', '120.00', '108.00', 0],
      ['板蓝根颗粒', 5, '20.00', '20.00', 'getfree', '100.00', '100.00', 0],
      ['板蓝根颗粒', 1, '20.00', '10.00', 'exchange', '20.00', '10.00', 0],
      ['感冒灵颗粒', 1, '30.00', '24.00', 'bundling', '30.00', '24.00', blId],
      ['复方甘草片', 1, '20.00', '16.00', 'bundling', '20.00', '16.00', blId],
    ]);
    const byId = new Map(a.coupons.map((x) => [x.coupon_id, x]));
    expect(byId.get(coupons.reward300)).toMatchObject({ usable: true, coupon_money: '20.00' });
    // 9.5折 of 388.00 = 19.40 off
    expect(byId.get(coupons.discount95)).toMatchObject({ usable: true, coupon_money: '19.40' });
    expect(byId.get(coupons.reward1000)).toMatchObject({ usable: false, coupon_money: '0.00' });
    expect(byId.has(coupons.expired)).toBe(false);
    expect(byId.has(coupons.othersCoupon)).toBe(false);

    const b = shopOf(c, siteB);
    expect(b).toMatchObject({
      delivery_types: ['express'],
      coupon_id: coupons.shopBGoods,
      goods_money: '40.00',
      coupon_money: '5.00',
      delivery_money: '8.00',
      order_money: '43.00',
    });
    expect(b.coupons.find((x) => x.coupon_id === coupons.shopBOtherGoods)?.usable).toBe(false);
    expect(c).toMatchObject({
      goods_num: 3 + 12 + 6 + 2 + 2,
      goods_money: '480.00',
      coupon_money: '25.00',
      delivery_money: '18.00',
      order_money: '421.00',
    });
  });

  it('prices the choices on /calculate: no coupon unless chosen, store pickup is free', async () => {
    const none = await call<OrderConfirm>(buyer.token, 'calculate', { cart_ids: cartIds });
    expect(shopOf(none.data, siteA)).toMatchObject({ coupon_id: 0, order_money: '398.00' });
    const chosen = await call<OrderConfirm>(buyer.token, 'calculate', {
      cart_ids: cartIds,
      shops: [{ site_id: siteA, coupon_id: coupons.discount95, delivery_type: 'store' }],
    });
    expect(shopOf(chosen.data, siteA)).toMatchObject({
      coupon_id: coupons.discount95,
      coupon_money: '19.40',
      delivery_type: 'store',
      // No store chosen: the shop's first open store.
      store_id: stores.a1,
      delivery_money: '0.00',
      order_money: '368.60',
    });
    expect(shopOf(none.data, siteA).store_id).toBeNull();
  });

  it('picks up at an open store of the order’s own shop only (issue 17)', async () => {
    const choose = (storeId: number) =>
      call<OrderConfirm>(buyer.token, 'calculate', {
        cart_ids: cartIds,
        shops: [{ site_id: siteA, delivery_type: 'store', store_id: storeId }],
      });
    expect(shopOf((await choose(stores.a2)).data, siteA)).toMatchObject({
      delivery_type: 'store',
      store_id: stores.a2,
    });
    for (const storeId of [stores.aClosed, stores.b, 999_999])
      expect(await choose(storeId)).toMatchObject({
        code: -1,
        message: '康源自营店的所选自提门店已关闭或不存在，请重新选择',
      });
    // A shop offering 门店自提 without an open store does not offer it.
    const bare = await addShop(t.database.db, {
      name: '无门店药房',
      deliveryTypes: ['express', 'store'],
      freightFen: 0,
      freeFreightFen: 0,
    });
    const cat = await addCategory(t.database.db);
    const g = await addGoods(t.database.db, {
      siteId: bare,
      categoryId: cat,
      name: '维生素B1片',
      priceFen: 500,
      stock: 10,
    });
    const offered = await call<OrderConfirm>(buyer.token, 'payment', { sku_id: g.skuId, num: 1 });
    expect(shopOf(offered.data, bare).delivery_types).toEqual(['express']);
    expect(
      await call(buyer.token, 'calculate', {
        sku_id: g.skuId,
        num: 1,
        shops: [{ site_id: bare, delivery_type: 'store' }],
      }),
    ).toMatchObject({ code: -1, message: '无门店药房 不支持所选配送方式' });
  });

  it('prices buy-now of a SKU (free delivery from the threshold) and of a bundle', async () => {
    const five = await call<OrderConfirm>(buyer.token, 'calculate', {
      sku_id: plain.skuId,
      num: 5,
    });
    expect(five.data).toMatchObject({ goods_money: '500.00', delivery_money: '0.00' });
    const four = await call<OrderConfirm>(buyer.token, 'calculate', {
      sku_id: plain.skuId,
      num: 4,
    });
    expect(four.data).toMatchObject({ delivery_money: '10.00', order_money: '410.00' });
    const bundle = await call<OrderConfirm>(buyer.token, 'payment', { bl_id: blId, num: 2 });
    expect(bundle.code).toBe(0);
    expect(bundle.data).toMatchObject({
      goods_money: '100.00',
      promotion_money: '20.00',
      // The best coupon: 9.5折 of 80.00.
      coupon_money: '4.00',
      delivery_money: '10.00',
      order_money: '86.00',
    });
    expect(shopOf(bundle.data, siteA).lines.map((l) => l.num)).toEqual([2, 2]);
  });

  it('refuses bad sources, foreign ids and unusable choices', async () => {
    const refused = async (path: string, body: object, message?: RegExp) => {
      const res = await call(buyer.token, path, body);
      expect(res.code).toBe(-1);
      if (message) expect(res.message).toMatch(message);
    };
    await refused('calculate', { cart_ids: cartIds, sku_id: plain.skuId, num: 1 });
    await refused('calculate', {});
    await refused('calculate', { sku_id: plain.skuId });
    const othersLine = await addCartLine(t.database.db, {
      memberId: other.memberId,
      siteId: siteA,
      skuId: plain.skuId,
      num: 1,
    });
    await refused('payment', { cart_ids: [othersLine] });
    await refused('payment', { sku_id: plain.skuId, num: 1, address_id: other.addressId }, /地址/);
    const buyNow = { sku_id: plain.skuId, num: 4 };
    await refused('calculate', {
      ...buyNow,
      shops: [{ site_id: siteA, coupon_id: coupons.othersCoupon }],
    });
    await refused('calculate', {
      ...buyNow,
      shops: [{ site_id: siteA, coupon_id: coupons.shopBGoods }],
    });
    await refused('calculate', {
      ...buyNow,
      shops: [{ site_id: siteA, coupon_id: coupons.expired }],
    });
    await refused(
      'calculate',
      { ...buyNow, shops: [{ site_id: siteA, coupon_id: coupons.reward1000 }] },
      /满1000减80/,
    );
    await refused('calculate', { ...buyNow, shops: [{ site_id: siteA, delivery_type: 'local' }] });
    // A visitor is asked to log in.
    expect(
      (await t.call('/api/ordercreate/payment', { sku_id: plain.skuId, num: 1 })).code,
    ).not.toBe(0);
  });

  it('refuses a line beyond the stock with its name', async () => {
    const res = await call(buyer.token, 'payment', { sku_id: shopBGoods.skuId, num: 6 });
    expect(res).toMatchObject({ code: -1, message: '连花清瘟胶囊 库存不足，最多可购买5盒' });
  });

  it('refuses purchases beyond max_buy per order and over all orders', async () => {
    const key = () => `key-${Math.random().toString(36).slice(2)}-limit`;
    expect(
      (
        await refusedCreate(buyer.token, {
          sku_id: perOrder.skuId,
          num: 3,
          idempotency_key: key(),
        })
      ).code,
    ).toBe(-1);
    expect(
      (
        await create(buyer.token, {
          sku_id: perOrder.skuId,
          num: 2,
          idempotency_key: key(),
        })
      ).code,
    ).toBe(0);
    expect(
      (
        await create(buyer.token, {
          sku_id: lifetime.skuId,
          num: 2,
          idempotency_key: key(),
        })
      ).code,
    ).toBe(0);
    const again = await refusedCreate(buyer.token, {
      sku_id: lifetime.skuId,
      num: 2,
      idempotency_key: key(),
    });
    expect(again).toMatchObject({ code: -1 });
    expect(again.message).toContain('限购终身');
    expect(again.message).toContain('3');
    expect(
      (
        await create(buyer.token, {
          sku_id: lifetime.skuId,
          num: 1,
          idempotency_key: key(),
        })
      ).code,
    ).toBe(0);
  });

  it('requires an address for express but not for store pickup', async () => {
    const nomad = await addBuyer(t.database.db, 'nomad', { address: false });
    const pay = await call<OrderConfirm>(nomad.token, 'payment', { sku_id: plain.skuId, num: 1 });
    expect(pay.data.address).toBeNull();
    const express = await create(nomad.token, {
      sku_id: plain.skuId,
      num: 1,
      idempotency_key: 'nomad-express-000001',
    });
    expect(express).toMatchObject({ code: -1, message: '请选择收货地址' });
    const store = await create(nomad.token, {
      sku_id: plain.skuId,
      num: 1,
      shops: [{ site_id: siteA, delivery_type: 'store', store_id: stores.a2 }],
      idempotency_key: 'nomad-store-00000001',
    });
    expect(store).toMatchObject({ code: 0, data: { pay_money: '100.00' } });
    const [placed] = await t.database.db
      .select({ storeId: order.storeId, name: order.name })
      .from(order)
      .where(eq(order.orderId, store.data.order_ids[0]!));
    expect(placed).toEqual({ storeId: stores.a2, name: '' });
  });

  it('creates one order per shop in one payment, takes stock, uses coupons, empties the cart', async () => {
    const db = t.database.db;
    const source = {
      cart_ids: cartIds,
      shops: [
        { site_id: siteA, coupon_id: coupons.reward300, buyer_message: '请尽快发货' },
        { site_id: siteB, coupon_id: coupons.shopBGoods },
      ],
      invoice: { invoice_type: 1, invoice_title: '广州康源药店' },
    };
    const confirmed = await confirmedFor(t, buyer.token, source);
    const body = { ...source, idempotency_key: 'cart-order-key-0001', confirmed };
    const res = await call<OrderCreated>(buyer.token, 'create', body);
    expect(res.code).toBe(0);
    expect(res.data.pay_money).toBe('421.00');
    expect(res.data.order_ids).toHaveLength(2);
    expect(res.data.out_trade_no).toMatch(/^\d{24}$/);

    const orders = await db
      .select()
      .from(order)
      .where(inArray(order.orderId, res.data.order_ids))
      .orderBy(order.orderId);
    expect(orders.map((o) => [o.siteId, o.orderStatus, o.orderMoneyFen, o.couponMoneyFen])).toEqual(
      [
        [siteA, 0, 37_800, 2000],
        [siteB, 0, 4300, 500],
      ],
    );
    expect(orders[0]).toMatchObject({
      outTradeNo: res.data.out_trade_no,
      deliveryType: 'express',
      goodsMoneyFen: 44_000,
      promotionMoneyFen: 5200,
      deliveryMoneyFen: 1000,
      name: '张三',
      fullAddress: '广东省 广州市 天河区',
      buyerMessage: '请尽快发货',
      invoice: {
        invoice_type: 1,
        invoice_title: '广州康源药店',
        taxpayer_number: '',
        invoice_email: '',
      },
      couponId: coupons.reward300,
    });
    expect(orders[0]!.orderName).toContain('布洛芬缓释胶囊');
    const [pay] = await db
      .select()
      .from(orderPay)
      .where(eq(orderPay.outTradeNo, res.data.out_trade_no));
    expect(pay).toMatchObject({ payMoneyFen: 42_100, status: 0, memberId: buyer.memberId });

    const lines = await db
      .select()
      .from(orderGoods)
      .where(eq(orderGoods.orderId, orders[0]!.orderId))
      .orderBy(orderGoods.orderGoodsId);
    expect(
      lines.map((l) => [
        l.skuId,
        l.num,
        l.realGoodsMoneyFen,
        l.promotionType,
        l.promotionNum,
        l.blId,
      ]),
    ).toEqual([
      [seckill.skuId, 3, 13_000, 'seckill', 2, null],
      [wholesale.skuId, 12, 10_800, 'wholesale', 12, null],
      [getfree.skuId, 5, 10_000, 'getfree', 0, null],
      [getfree.skuId, 1, 1000, 'exchange', 1, null],
      [bundleA.skuId, 1, 2400, 'bundling', 0, blId],
      [bundleB.skuId, 1, 1600, 'bundling', 0, blId],
    ]);
    expect(lines.reduce((a, l) => a + l.couponMoneyFen, 0)).toBe(2000);
    const logs = await db.select().from(orderLog).where(eq(orderLog.orderId, orders[0]!.orderId));
    expect(logs).toMatchObject([{ action: 'create', orderStatus: 0 }]);

    // Stock: the exchange unit of the same SKU is taken too; the seckill's own stock by 2.
    const skuStock = async (skuId: number) =>
      (await db.select().from(goodsSku).where(eq(goodsSku.skuId, skuId)))[0]!;
    expect(await skuStock(getfree.skuId)).toMatchObject({ stock: 94, saleNum: 6 });
    expect(await skuStock(shopBGoods.skuId)).toMatchObject({ stock: 3 });
    const [g] = await db.select().from(goods).where(eq(goods.goodsId, getfree.goodsId));
    expect(g).toMatchObject({ stock: 94, saleNum: 6 });
    const [pg] = await db
      .select()
      .from(promotionGoods)
      .where(eq(promotionGoods.id, seckillPromotionGoodsId));
    expect(pg).toMatchObject({ stock: 10, soldNum: 2 });

    const used = await db
      .select()
      .from(memberCoupon)
      .where(inArray(memberCoupon.couponId, [coupons.reward300, coupons.shopBGoods]))
      .orderBy(memberCoupon.couponId);
    expect(used.map((c) => [c.state, c.useOrderId])).toEqual([
      [2, orders[0]!.orderId],
      [2, orders[1]!.orderId],
    ]);
    const left = await db.select().from(cart).where(inArray(cart.cartId, cartIds));
    expect(left).toEqual([]);

    // The same submit again answers the first result and creates nothing.
    const replay = await call<OrderCreated>(buyer.token, 'create', body);
    expect(replay).toMatchObject({ code: 0, data: res.data });
    const paysOfKey = await db
      .select()
      .from(orderIdempotency)
      .where(
        and(
          eq(orderIdempotency.memberId, buyer.memberId),
          eq(orderIdempotency.idempotencyKey, body.idempotency_key),
        ),
      );
    expect(paysOfKey).toHaveLength(1);
    expect(
      await db.select().from(order).where(eq(order.outTradeNo, res.data.out_trade_no)),
    ).toHaveLength(2);

    // The coupon is used now: it is no longer offered.
    const after = await call<OrderConfirm>(buyer.token, 'payment', { sku_id: plain.skuId, num: 4 });
    expect(shopOf(after.data, siteA).coupons.map((c) => c.coupon_id)).not.toContain(
      coupons.reward300,
    );
  });

  it('refuses a submit key used for another request', async () => {
    const key = 'same-key-different-body-01';
    const first = await create(buyer.token, {
      sku_id: plain.skuId,
      num: 1,
      idempotency_key: key,
    });
    expect(first.code).toBe(0);
    const second = await create(buyer.token, {
      sku_id: plain.skuId,
      num: 2,
      idempotency_key: key,
    });
    expect(second).toMatchObject({ code: -1 });
    expect(second.message).toContain('提交标识');
    // Another member may use the same key.
    const theirs = await create(other.token, {
      sku_id: plain.skuId,
      num: 1,
      idempotency_key: key,
    });
    expect(theirs.code).toBe(0);
  });

  it('rolls everything back when the stock runs short at submit', async () => {
    const db = t.database.db;
    const line = await addCartLine(db, {
      memberId: other.memberId,
      siteId: siteB,
      skuId: shopBGoods.skuId,
      num: 2,
    });
    // Confirmed while 3 were left; sold down to 1 before the submit.
    const confirmed = await confirmedFor(t, other.token, { cart_ids: [line] });
    await db.update(goodsSku).set({ stock: 1 }).where(eq(goodsSku.skuId, shopBGoods.skuId));
    const res = await call(other.token, 'create', {
      cart_ids: [line],
      idempotency_key: 'short-stock-key-0001',
      confirmed,
    });
    expect(res).toMatchObject({ code: -1, message: '连花清瘟胶囊 库存不足，最多可购买1盒' });
    expect(await db.select().from(cart).where(eq(cart.cartId, line))).toHaveLength(1);
    const keys = await db
      .select()
      .from(orderIdempotency)
      .where(eq(orderIdempotency.idempotencyKey, 'short-stock-key-0001'));
    expect(keys).toEqual([]);
  });
  it('puts stock and coupons back when an unpaid order is closed (helpers for the order module)', async () => {
    const db = t.database.db;
    const skuOf = async () =>
      (await db.select().from(goodsSku).where(eq(goodsSku.skuId, seckill.skuId)))[0]!.stock;
    const promoOf = async () =>
      (
        await db.select().from(promotionGoods).where(eq(promotionGoods.id, seckillPromotionGoodsId))
      )[0]!.soldNum;
    // The buyer holds the seckill's limit of 2 from the order above (the per-buyer limit counts
    // orders not closed): close those orders so this one gets the seckill price again.
    await db.update(order).set({ orderStatus: -1 }).where(eq(order.memberId, buyer.memberId));
    const [skuBefore, promoBefore] = [await skuOf(), await promoOf()];
    const res = await create(buyer.token, {
      sku_id: seckill.skuId,
      num: 3,
      shops: [{ site_id: siteA, coupon_id: coupons.discount95 }],
      idempotency_key: 'close-and-return-0001',
    });
    expect(res.code).toBe(0);
    expect([await skuOf(), await promoOf()]).toEqual([skuBefore - 3, promoBefore + 2]);
    const orderId = res.data.order_ids[0]!;
    await db.transaction(async (tx) => {
      await returnOrderStock(tx, orderId);
      await releaseOrderCoupons(tx, orderId);
    });
    expect([await skuOf(), await promoOf()]).toEqual([skuBefore, promoBefore]);
    const [c] = await db
      .select()
      .from(memberCoupon)
      .where(eq(memberCoupon.couponId, coupons.discount95));
    expect(c).toMatchObject({ state: 1, useOrderId: null });
  });
});

describe('order create on the demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  }, 180_000);
  afterAll(() => t.close());

  it('offers the demo shops’ delivery and the demo buyer’s coupons', async () => {
    const db = t.database.db;
    const token = await loginToken(t, 'demo', DEMO_PASSWORD);
    // A cheap goods on sale without a promotion of its own.
    const [sku] = await db
      .select({ skuId: goodsSku.skuId, priceFen: goodsSku.priceFen, stock: goodsSku.stock })
      .from(goodsSku)
      .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
      .where(and(eq(goods.goodsState, 1), eq(goodsSku.isDefault, true)))
      .orderBy(goodsSku.skuId)
      .limit(1);
    const res = await t.call<OrderConfirm>('/api/ordercreate/payment', {
      token,
      sku_id: sku!.skuId,
      num: 1,
    });
    expect(res.code).toBe(0);
    const shop = res.data.shops[0]!;
    expect(shop.delivery_types).toContain('express');
    expect(shop.delivery_money).toBe(sku!.priceFen >= 50_000 ? '0.00' : '10.00');
    // 满300减20, 满1000减80, 9.5折 and the goods-scoped one; the expired one is not offered.
    expect(shop.coupons.length).toBeGreaterThanOrEqual(3);
    expect(shop.coupons.map((c) => c.coupon_name)).toContain('满300减20');
    const discount = shop.coupons.find((c) => c.type === 'discount');
    expect(discount).toMatchObject({ usable: true, discount: 95 });
  });
});
