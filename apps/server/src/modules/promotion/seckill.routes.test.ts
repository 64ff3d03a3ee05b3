import type { OrderConfirm, OrderCreated } from '@shop/contracts/order';
import type { SeckillGoodsInfo, SeckillGoodsPage, SeckillTimes } from '@shop/contracts/promotion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  member,
  memberLabel,
  promotion,
  promotionGoods,
  saleControl,
  seckillTime,
} from '../../db/schema';
import { invalidateReads } from '../../lib/read-cache';
import { priceKeysIn } from '../../test/json-keys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SALE_CONTROL_CACHE_KEY } from '../pricing';
import {
  addBuyer,
  addCategory,
  addGoods,
  addPromotion,
  addShop,
  submitOrder,
} from '../order/order-create.fixtures';
import { getSeckillGoodsPage, getSeckillTimes } from './seckill.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 2030-01-15 12:00 in Asia/Shanghai (a day no other seckill of the test touches).
const NOON = new Date(Date.UTC(2030, 0, 15, 4, 0));
const MIDNIGHT = Date.UTC(2030, 0, 14, 16, 0);

describe('seckill calls', () => {
  let t: TestApp;
  let db: TestApp['database']['db'];
  let buyer: Awaited<ReturnType<typeof addBuyer>>;
  let siteId: number;
  let categoryId: number;
  let wholeDay: number;
  let morning: number;
  let noonSlot: number;
  let evening: number;
  const ids = { running: 0, upcoming: 0, ended: 0, soldOut: 0, discount: 0, runningSku: 0 };

  /** A seckill of one goods over [start, end) with the given terms. */
  async function addSeckill(
    siteId: number,
    goods: { goodsId: number; skuId: number },
    window: { start: number; end: number },
    terms: { priceFen: number; goodsLimit: number; stock: number; soldNum?: number },
  ) {
    const [p] = await db
      .insert(promotion)
      .values({
        siteId,
        kind: 'seckill',
        name: '秒杀',
        startAt: new Date(window.start),
        endAt: new Date(window.end),
      })
      .returning({ id: promotion.promotionId });
    const [pg] = await db
      .insert(promotionGoods)
      .values({ ...goods, ...terms, promotionId: p!.id })
      .returning({ id: promotionGoods.id });
    return pg!.id;
  }

  const call = <T>(url: string, body: object = {}) => t.call<T>(`/seckill/api/${url}`, body);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    const slots = await db
      .insert(seckillTime)
      .values([
        { name: '08:00场', startSec: 8 * 3600, endSec: 10 * 3600, sort: 1 },
        { name: '10:00场', startSec: 10 * 3600, endSec: 14 * 3600, sort: 2 },
        { name: '14:00场', startSec: 14 * 3600, endSec: 20 * 3600, sort: 3 },
        { name: '全天', startSec: 0, endSec: 24 * 3600, sort: 4 },
      ])
      .returning({ id: seckillTime.id });
    [morning, noonSlot, evening, wholeDay] = slots.map((s) => s.id) as [
      number,
      number,
      number,
      number,
    ];
    siteId = await addShop(db, {
      name: '康源自营店',
      deliveryTypes: ['express'],
      freightFen: 0,
      freeFreightFen: 0,
    });
    categoryId = await addCategory(db);
    const g = (name: string, priceFen: number) =>
      addGoods(db, { siteId, categoryId, name, priceFen, stock: 500 });
    const a = await g('连花清瘟胶囊', 2000);
    const b = await g('板蓝根颗粒', 1500);
    const c = await g('维C银翘片', 1000);
    const d = await g('复方甘草片', 800);
    const e = await g('藿香正气水', 1200);
    const now = Date.now();
    ids.running = await addSeckill(
      siteId,
      a,
      { start: now - HOUR, end: now + HOUR },
      { priceFen: 1200, goodsLimit: 2, stock: 50, soldNum: 10 },
    );
    ids.runningSku = a.skuId;
    ids.upcoming = await addSeckill(
      siteId,
      b,
      { start: now + 2 * DAY, end: now + 3 * DAY },
      { priceFen: 900, goodsLimit: 3, stock: 20 },
    );
    ids.ended = await addSeckill(
      siteId,
      c,
      { start: now - 3 * DAY, end: now - 2 * DAY },
      { priceFen: 600, goodsLimit: 3, stock: 20, soldNum: 5 },
    );
    ids.soldOut = await addSeckill(
      siteId,
      d,
      { start: now - HOUR, end: now + HOUR },
      { priceFen: 500, goodsLimit: 3, stock: 20, soldNum: 20 },
    );
    ids.discount = (
      await addPromotion(db, siteId, 'discount', { ...e, priceFen: 1000, goodsLimit: 0 })
    ).promotionGoodsId;
    // The fixed-clock day: one seckill in the 10:00 slot, one in the 14:00 slot.
    await addSeckill(
      siteId,
      b,
      { start: MIDNIGHT + 10 * HOUR, end: MIDNIGHT + 14 * HOUR },
      { priceFen: 1000, goodsLimit: 2, stock: 30 },
    );
    await addSeckill(
      siteId,
      c,
      { start: MIDNIGHT + 14 * HOUR, end: MIDNIGHT + 20 * HOUR },
      { priceFen: 700, goodsLimit: 2, stock: 30 },
    );
    buyer = await addBuyer(db, 'seckiller');
  });
  afterAll(() => t.close());

  it('lists today’s slots with their times and where they stand', async () => {
    const fixed = await getSeckillTimes(db, 'zh-CN', NOON);
    expect(fixed.list.map((s) => [s.name, s.status, s.start_time, s.end_time])).toEqual([
      ['08:00场', 'ended', MIDNIGHT + 8 * HOUR, MIDNIGHT + 10 * HOUR],
      ['10:00场', 'running', MIDNIGHT + 10 * HOUR, MIDNIGHT + 14 * HOUR],
      ['14:00场', 'upcoming', MIDNIGHT + 14 * HOUR, MIDNIGHT + 20 * HOUR],
      ['全天', 'running', MIDNIGHT, MIDNIGHT + DAY],
    ]);
    expect(fixed.list[1]).toMatchObject({ seckill_start_time: 36000, seckill_end_time: 50400 });
    const res = await call<SeckillTimes>('seckill/lists');
    expect(res.code).toBe(0);
    const whole = res.data.list.find((s) => s.id === wholeDay)!;
    expect(whole.status).toBe('running');
    expect(whole.start_time).toBeLessThanOrEqual(res.data.now);
    expect(whole.end_time - whole.start_time).toBe(DAY);
    expect(await call('Seckill/Lists')).toMatchObject({ code: 0 });
  });

  it('pages a slot’s goods of the day (fixed clock)', async () => {
    const page = (id: number) =>
      getSeckillGoodsPage(db, null, { seckill_time_id: id, page: 1, page_size: 10 }, NOON);
    expect((await page(noonSlot)).list.map((g) => g.goods_name)).toEqual(['板蓝根颗粒']);
    expect((await page(evening)).list.map((g) => g.goods_name)).toEqual(['维C银翘片']);
    expect((await page(morning)).list).toEqual([]);
  });

  it('shows a visitor the goods and progress but no price', async () => {
    const res = await call<SeckillGoodsPage>('seckillgoods/page', { seckill_time_id: wholeDay });
    expect(res.code).toBe(0);
    expect(priceKeysIn(res.data)).toEqual([]);
    expect(JSON.stringify(res.data)).not.toContain('seckill_price');
    const running = res.data.list.find((g) => g.id === ids.running)!;
    expect(running).toMatchObject({
      goods_name: '连花清瘟胶囊',
      sku_id: ids.runningSku,
      stock: 50,
      sold_num: 10,
      progress: 20,
      goods_limit: 2,
      goods_min: 1,
    });
    expect(res.data.list.map((g) => g.id)).not.toContain(ids.ended);
    expect(res.data.list.map((g) => g.id)).not.toContain(ids.upcoming);
    expect(res.data.list.map((g) => g.id)).not.toContain(ids.discount);
  });

  it('shows a member the full and the seckill price', async () => {
    const res = await call<SeckillGoodsPage>('seckillgoods/page', {
      seckill_time_id: wholeDay,
      token: buyer.token,
    });
    const running = res.data.list.find((g) => g.id === ids.running)!;
    expect(running).toMatchObject({ price: '20.00', seckill_price: '12.00' });
    const soldOut = res.data.list.find((g) => g.id === ids.soldOut)!;
    expect(soldOut).toMatchObject({ progress: 100, seckill_price: '5.00' });
  });

  it('gives each goods the sale-control verdict of the member, as goods cards do (issue #13)', async () => {
    const g = (name: string) =>
      addGoods(db, { siteId, categoryId, name, priceFen: 3000, stock: 100 });
    const seen = await g('头孢克肟分散片');
    const hidden = await g('注射用头孢曲松钠');
    const now = Date.now();
    const window = { start: now - HOUR, end: now + HOUR };
    const terms = { priceFen: 2500, goodsLimit: 0, stock: 10 };
    const seenId = await addSeckill(siteId, seen, window, terms);
    const hiddenId = await addSeckill(siteId, hidden, window, terms);
    const [clinic] = await db.insert(memberLabel).values({ labelName: '诊所' }).returning();
    const rule = { allowedLabelIds: [clinic!.labelId], notBuyMsg: '仅限诊所采购' };
    await db.insert(saleControl).values([
      { ...rule, goodsId: seen.goodsId, ruleName: '诊所专供', viewPrice: true },
      { ...rule, goodsId: hidden.goodsId, ruleName: '医疗机构专供', viewPrice: false },
    ]);
    invalidateReads(db, SALE_CONTROL_CACHE_KEY);
    const pharmacy = await addBuyer(db, 'pharmacy');
    const doctor = await addBuyer(db, 'doctor');
    await db
      .update(member)
      .set({ labelId: clinic!.labelId })
      .where(eq(member.memberId, doctor.memberId));
    const zone = async (token: string) => {
      const res = await call<SeckillGoodsPage>('seckillgoods/page', {
        seckill_time_id: wholeDay,
        token,
        page_size: 40,
      });
      expect(res.code).toBe(0);
      return new Map(res.data.list.map((x) => [x.id, x] as const));
    };

    const refused = await zone(pharmacy.token);
    expect(refused.get(seenId)).toMatchObject({
      sale_control: { is_member_by: false, view_price: true, not_buy_msg: '仅限诊所采购' },
      price: '30.00',
      seckill_price: '25.00',
    });
    expect(refused.get(hiddenId)!.sale_control).toEqual({
      is_member_by: false,
      view_price: false,
      not_buy_msg: '仅限诊所采购',
    });
    expect(priceKeysIn(refused.get(hiddenId))).toEqual([]);
    expect(refused.get(hiddenId)).not.toHaveProperty('seckill_price');
    // Goods without a rule: free sale.
    expect(refused.get(ids.running)!.sale_control).toEqual({
      is_member_by: true,
      view_price: true,
      not_buy_msg: '',
    });

    const allowed = await zone(doctor.token);
    for (const id of [seenId, hiddenId])
      expect(allowed.get(id)).toMatchObject({
        sale_control: { is_member_by: true, view_price: true, not_buy_msg: '' },
        price: '30.00',
        seckill_price: '25.00',
      });

    // The seckill detail carries the same verdict.
    const info = await call<SeckillGoodsInfo>('seckillgoods/info', {
      id: seenId,
      token: pharmacy.token,
    });
    expect(info.data.sale_control).toMatchObject({
      is_member_by: false,
      not_buy_msg: '仅限诊所采购',
    });
    // A visitor gets no verdict (and no price) at all.
    const visitor = await call<SeckillGoodsPage>('seckillgoods/page', {
      seckill_time_id: wholeDay,
    });
    expect(JSON.stringify(visitor.data)).not.toContain('sale_control');
  });

  it('pages and refuses bad input with -1', async () => {
    const one = await call<SeckillGoodsPage>('seckillgoods/page', {
      seckill_time_id: wholeDay,
      page_size: 1,
    });
    expect(one.data.list).toHaveLength(1);
    expect(one.data.page_count).toBe(one.data.count);
    expect(one.data.count).toBeGreaterThanOrEqual(2);
    const two = await call<SeckillGoodsPage>('seckillgoods/page', {
      seckill_time_id: wholeDay,
      page: 2,
      page_size: 1,
    });
    expect(two.data.list[0]!.id).not.toBe(one.data.list[0]!.id);
    const unknown = await call('seckillgoods/page', { seckill_time_id: 999999 });
    expect(unknown).toMatchObject({ code: -1, message: '秒杀场次不存在' });
    for (const body of [{}, { seckill_time_id: 'x' }, { seckill_time_id: wholeDay, page_size: 41 }])
      expect((await call('seckillgoods/page', body)).code).toBe(-1);
  });

  it('gives the detail with its status, and none for unknown or other ids', async () => {
    const info = (id: unknown, token?: string) =>
      call<SeckillGoodsInfo>('seckillgoods/info', { id, token });
    const visitor = await info(ids.running);
    expect(visitor.data).toMatchObject({ status: 'running', left_num: 40, goods_stock: 500 });
    expect(priceKeysIn(visitor.data)).toEqual([]);
    expect(visitor.data.promotion_bought).toBeUndefined();
    expect(visitor.data.images.length).toBeGreaterThanOrEqual(0);
    expect((await info(ids.upcoming)).data.status).toBe('not_started');
    expect((await info(ids.ended)).data.status).toBe('ended');
    expect((await info(ids.soldOut)).data).toMatchObject({ status: 'sold_out', left_num: 0 });
    const member = await info(ids.running, buyer.token);
    expect(member.data).toMatchObject({
      price: '20.00',
      seckill_price: '12.00',
      promotion_bought: 0,
      promotion_left: 2,
    });
    const refused = { code: -1, message: '秒杀商品不存在或已下架' };
    expect(await info(ids.discount)).toMatchObject(refused);
    expect(await info(999999)).toMatchObject(refused);
    expect((await info('abc')).code).toBe(-1);
    expect((await info(-1)).code).toBe(-1);
  });

  it('counts the per-buyer limit over orders; closing an order gives it back', async () => {
    const order = (path: string, body: object) =>
      t.call<OrderConfirm & OrderCreated>(`/api/ordercreate/${path}`, {
        token: buyer.token,
        sku_id: ids.runningSku,
        ...body,
      });
    const first = await submitOrder(t, buyer.token, {
      sku_id: ids.runningSku,
      num: 2,
      idempotency_key: 'seckill-limit-0001',
    });
    expect(first.code).toBe(0);
    expect(first.data.pay_money).toBe('24.00');
    const info = await call<SeckillGoodsInfo>('seckillgoods/info', {
      id: ids.running,
      token: buyer.token,
    });
    expect(info.data).toMatchObject({ promotion_bought: 2, promotion_left: 0, sold_num: 12 });
    // The limit is used: the next units are at full price.
    const next = await order('calculate', { num: 3 });
    expect(next.data).toMatchObject({ goods_money: '60.00', promotion_money: '0.00' });
    expect(next.data.shops[0]!.lines[0]).toMatchObject({ promotion_type: '' });
    const closed = await t.call('/api/order/close', {
      token: buyer.token,
      order_id: first.data.order_ids[0],
    });
    expect(closed.code).toBe(0);
    const again = await order('calculate', { num: 3 });
    // 2 × 12.00 + 1 × 20.00
    expect(again.data).toMatchObject({ goods_money: '60.00', promotion_money: '16.00' });
  });
});
