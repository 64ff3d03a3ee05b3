import type {
  PointCreated,
  PointGoodsDetail,
  PointGoodsPage,
  PointLogPage,
  PointPayment,
} from '@shop/contracts/point';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goodsSku,
  memberCoupon,
  memberPointLog,
  order,
  orderGoods,
  orderPay,
  pointExchange,
} from '../../db/schema';
import { priceKeysIn } from '../../test/json-keys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addBuyer, addCategory, addGoods, addShop } from '../order/order-create.fixtures';
import { LICENCE_GATE_KEY } from '../member';
import { setConfig } from '../settings';
import { addPointCouponType, addPointItem, keyOf, setPoints } from './point.fixtures';

type Buyer = Awaited<ReturnType<typeof addBuyer>>;

describe('points mall calls', () => {
  let t: TestApp;
  let rich: Buyer;
  let poor: Buyer;
  let homeless: Buyer;
  let other: Buyer;
  let skuA: { goodsId: number; skuId: number };
  const items = { goods: 0, limited: 0, soldOut: 0, fewLeft: 0, coupon: 0, withdrawn: 0 };
  let n = 0;
  const key = () => keyOf('api', (n += 1));
  const db = () => t.database.db;
  const create = (buyer: Buyer, body: object) =>
    t.call<PointCreated>('/pointexchange/api/ordercreate/create', {
      token: buyer.token,
      idempotency_key: key(),
      ...body,
    });
  const pointsOf = async (b: Buyer) =>
    (await t.call<PointLogPage>('/api/memberaccount/pointpage', { token: b.token })).data.point;

  beforeAll(async () => {
    t = await createTestApp();
    const siteId = await addShop(db(), {
      name: '康源自营店',
      deliveryTypes: ['express'],
      freightFen: 0,
      freeFreightFen: 0,
    });
    const categoryId = await addCategory(db());
    skuA = await addGoods(db(), {
      siteId,
      categoryId,
      name: '维生素C片',
      priceFen: 1250,
      stock: 50,
    });
    const skuB = await addGoods(db(), {
      siteId,
      categoryId,
      name: '板蓝根颗粒',
      priceFen: 900,
      stock: 3,
    });
    items.goods = await addPointItem(db(), {
      type: 1,
      siteId,
      skuId: skuA.skuId,
      name: '维生素C片',
      point: 100,
      sort: 1,
    });
    items.limited = await addPointItem(db(), {
      type: 1,
      siteId,
      skuId: skuA.skuId,
      name: '维生素C片 限兑',
      point: 50,
      limitNum: 2,
      sort: 2,
    });
    items.soldOut = await addPointItem(db(), {
      type: 1,
      siteId,
      skuId: skuA.skuId,
      name: '维生素C片 已兑完',
      point: 10,
      stock: 2,
      soldNum: 2,
      sort: 3,
    });
    items.fewLeft = await addPointItem(db(), {
      type: 1,
      siteId,
      skuId: skuB.skuId,
      name: '板蓝根颗粒',
      point: 20,
      sort: 4,
    });
    const couponTypeId = await addPointCouponType(db(), siteId);
    items.coupon = await addPointItem(db(), {
      type: 2,
      siteId,
      couponTypeId,
      name: '积分专享 5元券',
      point: 200,
      sort: 5,
    });
    items.withdrawn = await addPointItem(db(), {
      type: 1,
      siteId,
      skuId: skuA.skuId,
      name: '已下架',
      point: 1,
      status: 0,
    });
    rich = await addBuyer(db(), 'rich');
    poor = await addBuyer(db(), 'poor');
    homeless = await addBuyer(db(), 'homeless', { address: false });
    other = await addBuyer(db(), 'other');
    await setPoints(db(), rich.memberId, 1000);
    await setPoints(db(), poor.memberId, 50);
    await setPoints(db(), homeless.memberId, 1000);
  });
  afterAll(() => t.close());

  it('lists the items on offer to a visitor with points but no money and no member points', async () => {
    const res = await t.call<PointGoodsPage>('/pointexchange/api/goods/page', {});
    expect(res.code).toBe(0);
    expect(res.data.count).toBe(5);
    expect(res.data.list.map((i) => i.id)).not.toContain(items.withdrawn);
    expect(res.data.member_point).toBeNull();
    expect(priceKeysIn(res.data)).toEqual([]);
    const sold = res.data.list.find((i) => i.id === items.soldOut)!;
    expect(sold).toMatchObject({ sold_out: true, stock_left: 0, point: 10 });
    expect(res.data.list.find((i) => i.id === items.fewLeft)).toMatchObject({ stock_left: 3 });
    const coupons = await t.call<PointGoodsPage>('/pointexchange/api/goods/page', { type: 2 });
    expect(coupons.data.list).toHaveLength(1);
    expect(coupons.data.list[0]!.coupon).toMatchObject({ money: '5.00', type: 'reward' });
    expect(coupons.data.list[0]!.goods).toBeNull();
  });

  it('shows a member the market price and their points; refuses bad filters and ids', async () => {
    const res = await t.call<PointGoodsPage>('/pointexchange/api/goods/page', {
      token: rich.token,
      type: 1,
    });
    expect(res.data.member_point).toBe(1000);
    expect(res.data.list.find((i) => i.id === items.goods)!.goods).toMatchObject({
      market_price: '12.50',
      unit: '盒',
    });
    expect((await t.call('/pointexchange/api/goods/page', { type: 3 })).code).toBe(-1);
    const detail = await t.call<PointGoodsDetail>('/pointexchange/api/goods/detail', {
      id: items.limited,
      token: rich.token,
    });
    expect(detail.data).toMatchObject({ limit_num: 2, exchanged: 0, member_point: 1000 });
    for (const id of [items.withdrawn, 999999]) {
      const missing = await t.call('/pointexchange/api/goods/detail', { id });
      expect(missing).toMatchObject({ code: -1, message: '该积分商品不存在或已下架' });
    }
    expect((await t.call('/pointexchange/api/goods/detail', { id: 'abc' })).code).toBe(-1);
  });

  it('hides the market price from a member whose licences hide prices and refuses the goods (issue 16)', async () => {
    const seen = async () =>
      (
        await t.call<PointGoodsPage>('/pointexchange/api/goods/page', {
          token: poor.token,
          type: 1,
        })
      ).data.list.find((i) => i.id === items.goods)!.goods;
    const pay = (buyer: Buyer) =>
      t.call<PointPayment>('/pointexchange/api/ordercreate/payment', {
        token: buyer.token,
        id: items.goods,
        num: 1,
      });
    await setConfig(db(), LICENCE_GATE_KEY, { enabled: true });
    try {
      expect(await seen()).not.toHaveProperty('market_price');
      const confirmed = await pay(rich);
      expect(confirmed.data.item.goods).not.toHaveProperty('market_price');
      expect(confirmed.data).toMatchObject({
        can_exchange: false,
        reason: '资质审核中，审核通过后可购买',
      });
      const before = await pointsOf(rich);
      const refused = await create(rich, { id: items.goods, num: 1 });
      expect(refused).toMatchObject({ code: -1, message: '资质审核中，审核通过后可购买' });
      expect(await pointsOf(rich)).toBe(before);
    } finally {
      await setConfig(db(), LICENCE_GATE_KEY, { enabled: false });
    }
    expect(await seen()).toHaveProperty('market_price', '12.50');
  });

  it('confirms an exchange: points needed against the member points, default address', async () => {
    const pay = (b: Buyer, body: object) =>
      t.call<PointPayment>('/pointexchange/api/ordercreate/payment', { token: b.token, ...body });
    expect(
      (await t.call('/pointexchange/api/ordercreate/payment', { id: items.goods })).code,
    ).toBeLessThan(0);
    const ok = await pay(rich, { id: items.goods, num: 2 });
    expect(ok.data).toMatchObject({
      point_total: 200,
      member_point: 1000,
      point_left: 800,
      can_exchange: true,
      reason: null,
      address_required: true,
    });
    expect(ok.data.address?.id).toBe(rich.addressId);
    const short = await pay(poor, { id: items.goods, num: 1 });
    expect(short.data).toMatchObject({
      can_exchange: false,
      point_left: -50,
      reason: '积分不足：需要 100 积分，您当前有 50 积分',
    });
    const noAddress = await pay(homeless, { id: items.goods });
    expect(noAddress.data).toMatchObject({
      can_exchange: false,
      address: null,
      reason: '请选择收货地址',
    });
    const foreign = await pay(rich, { id: items.goods, address_id: other.addressId });
    expect(foreign).toMatchObject({ code: -1, message: '收货地址不存在' });
    const coupon = await pay(homeless, { id: items.coupon });
    expect(coupon.data).toMatchObject({
      address_required: false,
      address: null,
      can_exchange: true,
    });
    expect((await pay(rich, { id: items.goods, num: 0 })).code).toBe(-1);
  });

  it('exchanges goods in one go: points, ledger, stock and a paid points order', async () => {
    const idempotency_key = key();
    const body = {
      token: rich.token,
      id: items.goods,
      num: 2,
      buyer_message: '周末送',
      idempotency_key,
    };
    const res = await t.call<PointCreated>('/pointexchange/api/ordercreate/create', body);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ point: 200, point_left: 800, coupon_ids: [] });
    const orderId = res.data.order_id!;
    const [o] = await db().select().from(order).where(eq(order.orderId, orderId));
    expect(o).toMatchObject({
      orderType: 'point',
      point: 200,
      orderMoneyFen: 0,
      goodsMoneyFen: 0,
      orderStatus: 1,
      payType: 'point',
      name: '张三',
      buyerMessage: '周末送',
      memberId: rich.memberId,
    });
    expect(o!.payTime).not.toBeNull();
    const [pay] = await db().select().from(orderPay).where(eq(orderPay.outTradeNo, o!.outTradeNo));
    expect(pay).toMatchObject({ status: 1, payType: 'point', payMoneyFen: 0 });
    const lines = await db().select().from(orderGoods).where(eq(orderGoods.orderId, orderId));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      skuId: skuA.skuId,
      num: 2,
      priceFen: 0,
      realGoodsMoneyFen: 0,
    });
    const [sku] = await db().select().from(goodsSku).where(eq(goodsSku.skuId, skuA.skuId));
    expect(sku!.stock).toBe(48);
    const logs = await db()
      .select()
      .from(memberPointLog)
      .where(eq(memberPointLog.memberId, rich.memberId));
    expect(logs).toMatchObject([
      { change: -200, pointAfter: 800, reason: 'exchange', orderId, exchangeId: items.goods },
    ]);
    // The same key answers the first result and changes nothing; with another body it is refused.
    const again = await t.call<PointCreated>('/pointexchange/api/ordercreate/create', body);
    expect(again.data).toEqual(res.data);
    expect(await pointsOf(rich)).toBe(800);
    const changed = await t.call('/pointexchange/api/ordercreate/create', { ...body, num: 1 });
    expect(changed).toMatchObject({ code: -1, message: '该兑换请求已提交过，请刷新页面后重试' });
    const [item] = await db().select().from(pointExchange).where(eq(pointExchange.id, items.goods));
    expect(item!.soldNum).toBe(2);
  });

  it('refuses short points, the limit, short stock, sold out and a missing or foreign address', async () => {
    expect(await create(poor, { id: items.goods })).toMatchObject({
      code: -1,
      message: '积分不足：需要 100 积分，您当前有 50 积分',
    });
    expect(await pointsOf(poor)).toBe(50);
    expect((await create(rich, { id: items.limited, num: 2 })).code).toBe(0);
    expect(await create(rich, { id: items.limited })).toMatchObject({
      code: -1,
      message: '维生素C片 限兑 每人限兑 2 件，您已兑换 2 件',
    });
    expect(await create(rich, { id: items.fewLeft, num: 4 })).toMatchObject({
      code: -1,
      message: '板蓝根颗粒 库存不足，最多还可兑换 3 件',
    });
    expect(await create(rich, { id: items.soldOut })).toMatchObject({
      code: -1,
      message: '维生素C片 已兑完 已兑完',
    });
    expect(await create(homeless, { id: items.goods })).toMatchObject({
      code: -1,
      message: '请选择收货地址',
    });
    expect(await create(rich, { id: items.goods, address_id: other.addressId })).toMatchObject({
      code: -1,
      message: '收货地址不存在',
    });
    expect(await create(rich, { id: items.withdrawn })).toMatchObject({ code: -1 });
    expect((await create(rich, { id: items.goods, idempotency_key: 'short' })).code).toBe(-1);
    expect(await pointsOf(rich)).toBe(700);
  });

  it('exchanges a coupon: granted as a points coupon, no order, no address needed', async () => {
    const idempotency_key = key();
    const body = { token: homeless.token, id: items.coupon, num: 2, idempotency_key };
    const res = await t.call<PointCreated>('/pointexchange/api/ordercreate/create', body);
    expect(res.data).toMatchObject({ order_id: null, point: 400, point_left: 600 });
    expect(res.data.coupon_ids).toHaveLength(2);
    const held = await db()
      .select()
      .from(memberCoupon)
      .where(and(eq(memberCoupon.memberId, homeless.memberId), eq(memberCoupon.getType, 3)));
    expect(held.map((c) => c.couponId).sort()).toEqual([...res.data.coupon_ids].sort());
    const again = await t.call<PointCreated>('/pointexchange/api/ordercreate/create', body);
    expect(again.data).toEqual(res.data);
  });

  it('pages the member ledger newest first with the current points; members only', async () => {
    expect((await t.call('/api/memberaccount/pointpage', {})).code).toBeLessThan(0);
    const res = await t.call<PointLogPage>('/api/memberaccount/pointpage', {
      token: rich.token,
      page_size: 1,
    });
    expect(res.data).toMatchObject({ point: 700, count: 2, page_count: 2 });
    expect(res.data.list[0]).toMatchObject({
      change: -100,
      point_after: 700,
      reason: 'exchange',
      remark: '维生素C片 限兑 × 2',
    });
    const second = await t.call<PointLogPage>('/api/memberaccount/pointpage', {
      token: rich.token,
      page_size: 1,
      page: 2,
    });
    expect(second.data.list[0]).toMatchObject({ change: -200, point_after: 800 });
    const others = await t.call<PointLogPage>('/api/memberaccount/pointpage', {
      token: other.token,
    });
    expect(others.data).toMatchObject({ point: 0, count: 0, list: [] });
  });
});
