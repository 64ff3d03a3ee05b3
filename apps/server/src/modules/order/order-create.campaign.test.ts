import type { Page } from '@shop/contracts/common';
import type { ConsoleOrderDetail, OrderConfirm, OrderSummary } from '@shop/contracts/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderGoods, promotion, promotionGoods } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession } from '../auth/staff-console.testing';
import {
  addBuyer,
  addCategory,
  addGoods,
  addPromotion,
  addShop,
  confirmedFor,
  submitOrder,
} from './order-create.fixtures';

type Buyer = Awaited<ReturnType<typeof addBuyer>>;
const DAY_MS = 86_400_000;

describe('order create from a group buy 团购 or a topic goods 专题', () => {
  let t: TestApp;
  let buyer: Buyer;
  let other: Buyer;
  let site: number;
  let groupGoods: { goodsId: number; skuId: number };
  let plainSkuId: number;
  let groupbuyId: number;
  let topicGoodsId: number;
  let upcomingId: number;
  let endedTopicGoodsId: number;
  let keySeq = 0;

  const call = <T>(token: string, path: string, body: object) =>
    t.call<T>(`/api/ordercreate/${path}`, { token, ...body });
  const line = (c: OrderConfirm) => c.shops[0]!.lines[0]!;
  const create = (token: string, body: object) => {
    keySeq += 1;
    return submitOrder(t, token, {
      ...body,
      idempotency_key: `campaign-order-${String(keySeq).padStart(4, '0')}`,
    });
  };
  const soldNum = async (id: number) =>
    (await t.database.db.select().from(promotionGoods).where(eq(promotionGoods.id, id)))[0]!
      .soldNum;
  const moveWindow = (promotionId: number, startDays: number, endDays: number) =>
    t.database.db
      .update(promotion)
      .set({
        startAt: new Date(Date.now() + startDays * DAY_MS),
        endAt: new Date(Date.now() + endDays * DAY_MS),
      })
      .where(eq(promotion.promotionId, promotionId));

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    site = await addShop(db, {
      name: '团购药房',
      deliveryTypes: ['express'],
      freightFen: 1000,
      freeFreightFen: 0,
    });
    const categoryId = await addCategory(db);
    groupGoods = await addGoods(db, {
      siteId: site,
      categoryId,
      name: '板蓝根颗粒',
      priceFen: 10_000,
      stock: 100,
    });
    const topicGoods = await addGoods(db, {
      siteId: site,
      categoryId,
      name: '维C银翘片',
      priceFen: 5_000,
      stock: 100,
    });
    plainSkuId = (
      await addGoods(db, { siteId: site, categoryId, name: '感冒灵', priceFen: 2_000, stock: 9 })
    ).skuId;
    // Group price 80.00, at least 2, at most 5 per buyer, 6 units set aside.
    groupbuyId = (
      await addPromotion(db, site, 'groupbuy', {
        ...groupGoods,
        priceFen: 8_000,
        goodsMin: 2,
        goodsLimit: 5,
        stock: 6,
      })
    ).promotionGoodsId;
    topicGoodsId = (
      await addPromotion(db, site, 'topic', { ...topicGoods, skuId: null, priceFen: 4_000 })
    ).promotionGoodsId;
    const upcoming = await addPromotion(db, site, 'groupbuy', { ...topicGoods, priceFen: 3_000 });
    upcomingId = upcoming.promotionGoodsId;
    await moveWindow(upcoming.promotionId, 1, 5);
    const ended = await addPromotion(db, site, 'topic', { ...groupGoods, priceFen: 1_000 });
    endedTopicGoodsId = ended.promotionGoodsId;
    await moveWindow(ended.promotionId, -5, -1);
    buyer = await addBuyer(db, '团购买家');
    other = await addBuyer(db, '另一买家');
  });
  afterAll(() => t.close());

  it('prices a group buy at the group price with its label', async () => {
    const res = await call<OrderConfirm>(buyer.token, 'payment', {
      groupbuy_id: groupbuyId,
      num: 3,
    });
    expect(res.code).toBe(0);
    expect(line(res.data)).toMatchObject({
      sku_id: groupGoods.skuId,
      num: 3,
      price: '100.00',
      discount_price: '80.00',
      promotion_type: 'groupbuy',
      promotion_label: '团购',
      real_goods_money: '240.00',
    });
    expect(res.data).toMatchObject({ goods_money: '300.00', promotion_money: '60.00' });
  });

  it('refuses fewer units than the minimum, and windows outside now', async () => {
    const few = await call(buyer.token, 'payment', { groupbuy_id: groupbuyId, num: 1 });
    expect(few).toMatchObject({ code: -1 });
    expect(few.message).toContain('2盒起购');
    const soon = await call(buyer.token, 'payment', { groupbuy_id: upcomingId, num: 3 });
    expect(soon).toMatchObject({ code: -1, message: '活动尚未开始，开始后才能以活动价购买' });
    const over = await call(buyer.token, 'payment', { topic_goods_id: endedTopicGoodsId, num: 1 });
    expect(over).toMatchObject({ code: -1, message: '活动已结束，可按商品原价购买' });
  });

  it('refuses unknown, foreign-kind and mixed sources', async () => {
    const refused = async (body: object) => (await call(buyer.token, 'payment', body)).code;
    expect(await refused({ groupbuy_id: 999_999, num: 2 })).toBe(-1);
    // A topic goods id is not a group buy, and the other way round.
    expect(await refused({ groupbuy_id: topicGoodsId, num: 2 })).toBe(-1);
    expect(await refused({ topic_goods_id: groupbuyId, num: 2 })).toBe(-1);
    const mismatch = await call(buyer.token, 'payment', {
      groupbuy_id: groupbuyId,
      sku_id: plainSkuId,
      num: 2,
    });
    expect(mismatch).toMatchObject({ code: -1, message: '所选规格不参加该活动' });
    expect(await refused({ topic_goods_id: topicGoodsId, sku_id: plainSkuId, num: 2 })).toBe(-1);
    expect(await refused({ groupbuy_id: groupbuyId, topic_goods_id: topicGoodsId, num: 2 })).toBe(
      -1,
    );
    expect(await refused({ groupbuy_id: groupbuyId })).toBe(-1);
    expect(await refused({ groupbuy_id: 'x', num: 2 })).toBe(-1);
    // Without a token the checkout is closed.
    expect(
      (await t.call('/api/ordercreate/payment', { groupbuy_id: groupbuyId, num: 2 })).code,
    ).not.toBe(0);
  });

  it('prices a topic goods (all SKUs) at the topic price', async () => {
    const res = await call<OrderConfirm>(buyer.token, 'calculate', {
      topic_goods_id: topicGoodsId,
      num: 2,
    });
    expect(res.code).toBe(0);
    expect(line(res.data)).toMatchObject({
      discount_price: '40.00',
      promotion_type: 'topic',
      promotion_label: '专题',
    });
    expect(res.data).toMatchObject({ goods_money: '100.00', promotion_money: '20.00' });
  });

  it('counts the limit over orders, takes the set-aside units and gives them back on close', async () => {
    const first = await create(buyer.token, { groupbuy_id: groupbuyId, num: 4 });
    expect(first.code).toBe(0);
    expect(await soldNum(groupbuyId)).toBe(4);
    const [row] = await t.database.db
      .select()
      .from(orderGoods)
      .where(eq(orderGoods.orderId, first.data.order_ids[0]!));
    expect(row).toMatchObject({ promotionType: 'groupbuy', promotionNum: 4 });

    // 5 - 4 = 1 unit of the limit left: 1 at the group price, 2 at the normal price.
    const mine = await call<OrderConfirm>(buyer.token, 'payment', {
      groupbuy_id: groupbuyId,
      num: 3,
    });
    expect(mine.data.promotion_money).toBe('20.00');
    // Another buyer: 6 - 4 = 2 units set aside left.
    const theirs = await call<OrderConfirm>(other.token, 'payment', {
      groupbuy_id: groupbuyId,
      num: 3,
    });
    expect(theirs.data.promotion_money).toBe('40.00');

    const closed = await t.call('/api/order/close', {
      token: buyer.token,
      order_id: first.data.order_ids[0],
    });
    expect(closed.code).toBe(0);
    expect(await soldNum(groupbuyId)).toBe(0);
    const again = await call<OrderConfirm>(buyer.token, 'payment', {
      groupbuy_id: groupbuyId,
      num: 3,
    });
    expect(again.data.promotion_money).toBe('60.00');

    expect((await create(buyer.token, { groupbuy_id: groupbuyId, num: 5 })).code).toBe(0);
    const full = await call(buyer.token, 'payment', { groupbuy_id: groupbuyId, num: 2 });
    expect(full).toMatchObject({ code: -1 });
    expect(full.message).toContain('每人限购5盒，您已购买5盒');
    // One unit set aside left for the other buyer; then it is sold out.
    expect((await create(other.token, { groupbuy_id: groupbuyId, num: 2 })).code).toBe(0);
    expect(await soldNum(groupbuyId)).toBe(6);
    const out = await call(other.token, 'payment', { groupbuy_id: groupbuyId, num: 2 });
    expect(out.message).toContain('活动库存已售罄');
  });

  it('binds the submit key to the campaign source', async () => {
    const source = { topic_goods_id: topicGoodsId, num: 2 };
    const body = {
      ...source,
      idempotency_key: 'campaign-key-bound-01',
      confirmed: await confirmedFor(t, other.token, source),
    };
    expect((await call(other.token, 'create', body)).code).toBe(0);
    const replay = await call(other.token, 'create', { ...body, topic_goods_id: groupbuyId });
    expect(replay).toMatchObject({ code: -1, message: expect.stringContaining('提交标识') });
  });

  it('keeps the group price each unit was paid on the order line, for the buyer and the console', async () => {
    const db = t.database.db;
    const goods = await addGoods(db, {
      siteId: site,
      categoryId: await addCategory(db),
      name: '阿莫西林胶囊',
      priceFen: 510,
      stock: 50,
    });
    const { promotionGoodsId } = await addPromotion(db, site, 'groupbuy', {
      ...goods,
      priceFen: 430,
    });
    const third = await addBuyer(db, '第三买家');
    const made = await create(third.token, { groupbuy_id: promotionGoodsId, num: 2 });
    expect(made.code).toBe(0);
    const orderId = made.data.order_ids[0]!;
    const paidLine = {
      num: 2,
      price: '5.10',
      discount_price: '4.30',
      goods_money: '10.20',
      real_goods_money: '8.60',
    };
    const list = await t.call<Page<OrderSummary>>('/api/order/lists', { token: third.token });
    expect(list.data.list[0]!.order_goods[0]).toMatchObject(paidLine);
    const detail = await t.call<OrderSummary>('/api/order/detail', {
      token: third.token,
      order_id: orderId,
    });
    expect(detail.data.order_goods[0]).toMatchObject(paidLine);
    const staff = await consoleSession(t, { role: 'operator', siteId: site });
    const console = await consolePost<ConsoleOrderDetail>(t, staff, '/staff/api/order/detail', {
      order_id: orderId,
    });
    expect(console.data.goods[0]).toMatchObject(paidLine);
  });
});
