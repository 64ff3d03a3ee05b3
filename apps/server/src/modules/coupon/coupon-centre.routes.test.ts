import type { CouponTypePage, MemberCoupon } from '@shop/contracts/coupon';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponType, goodsCategory, pointExchange } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addBuyer, addGoods, addShop } from '../order/order-create.fixtures';
import { addCouponType, DAY_MS } from './coupon.testing';

describe('/coupon/api/coupon/typepagelists and receive', () => {
  let t: TestApp;
  let siteA: number;
  let siteB: number;
  let buyer: { memberId: number; token: string };
  const ids: Record<string, number> = {};

  const list = (body: object = {}) =>
    t.call<CouponTypePage>('/coupon/api/coupon/typepagelists', body);
  const receive = (token: string | undefined, couponTypeId: unknown) =>
    t.call<MemberCoupon>('/coupon/api/coupon/receive', { token, coupon_type_id: couponTypeId });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const shop = (name: string) =>
      addShop(db, { name, deliveryTypes: ['express'], freightFen: 0, freeFreightFen: 0 });
    siteA = await shop('康源自营店');
    siteB = await shop('仁和医药');
    const [cat] = await db
      .insert(goodsCategory)
      .values({ categoryName: '感冒用药', level: 1 })
      .returning({ id: goodsCategory.categoryId });
    const g = await addGoods(db, {
      siteId: siteA,
      categoryId: cat!.id,
      name: '感冒灵颗粒',
      priceFen: 1500,
      stock: 10,
    });
    const now = Date.now();
    ids.plenty = await addCouponType(db, { siteId: siteA, couponName: '满100减10', maxFetch: 2 });
    ids.discount = await addCouponType(db, {
      siteId: siteA,
      couponName: '感冒药9折',
      type: 'discount',
      moneyFen: 0,
      discount: 90,
      discountLimitFen: 3000,
      atLeastFen: 0,
      goodsType: 3,
      scopeIds: [cat!.id],
      count: 0,
      maxFetch: 0,
      validityType: 1,
      fixedTerm: 7,
      startAt: null,
      endAt: null,
    });
    ids.goods = await addCouponType(db, {
      siteId: siteB,
      couponName: '指定商品减5',
      goodsType: 2,
      scopeIds: [g.goodsId],
      count: 4,
      leadCount: 1,
    });
    ids.allTaken = await addCouponType(db, {
      siteId: siteA,
      couponName: '已抢光',
      count: 5,
      leadCount: 5,
    });
    ids.stopped = await addCouponType(db, { siteId: siteA, couponName: '已停发', status: 0 });
    ids.expired = await addCouponType(db, {
      siteId: siteA,
      couponName: '上月券',
      startAt: new Date(now - 40 * DAY_MS),
      endAt: new Date(now - DAY_MS),
    });
    ids.forPoints = await addCouponType(db, { siteId: siteA, couponName: '积分专享券' });
    await db.insert(pointExchange).values({
      type: 2,
      siteId: siteA,
      couponTypeId: ids.forPoints,
      name: '积分专享券',
      point: 200,
    });
    buyer = await addBuyer(db, 'couponbuyer');
  });
  afterAll(() => t.close());

  it('shows a visitor the coupons on offer, all-taken last, without member fields', async () => {
    const res = await list();
    expect(res.code).toBe(0);
    expect(res.data.list.map((c) => c.coupon_name)).toEqual([
      '指定商品减5',
      '感冒药9折',
      '满100减10',
      '已抢光',
    ]);
    const [goods, discount, plenty, taken] = res.data.list;
    expect(plenty).toMatchObject({
      type: 'reward',
      money: '10.00',
      at_least: '100.00',
      goods_type: 1,
      scope_names: [],
      validity_type: 0,
      count: 100,
      remaining: 100,
      taken_percent: 0,
      max_fetch: 2,
      all_taken: false,
      shop_name: '康源自营店',
    });
    expect(plenty).not.toHaveProperty('held');
    expect(plenty).not.toHaveProperty('can_receive');
    expect(discount).toMatchObject({
      type: 'discount',
      discount: 9,
      discount_limit: '30.00',
      goods_type: 3,
      scope_names: ['感冒用药'],
      validity_type: 1,
      fixed_term: 7,
      start_time: null,
      remaining: null,
      taken_percent: 0,
    });
    expect(goods).toMatchObject({ scope_names: ['感冒灵颗粒'], remaining: 3, taken_percent: 25 });
    expect(taken).toMatchObject({ remaining: 0, taken_percent: 100, all_taken: true });
  });

  it('filters by shop and pages', async () => {
    const b = await list({ site_id: siteB });
    expect(b.data.list.map((c) => c.coupon_type_id)).toEqual([ids.goods]);
    const page2 = await list({ page: 2, page_size: 3 });
    expect(page2.data).toMatchObject({ count: 4, page_count: 2 });
    expect(page2.data.list.map((c) => c.coupon_type_id)).toEqual([ids.allTaken]);
    expect((await list({ page_size: 49 })).code).toBe(-1);
    expect((await list({ site_id: 'abc' })).code).toBe(-1);
    expect((await list({ page: 0 })).code).toBe(-1);
  });

  it('asks a visitor to log in before receiving', async () => {
    const res = await receive(undefined, ids.plenty);
    expect(res.code).toBe(-10009);
  });

  it('gives a member coupons up to the per-member limit and counts them', async () => {
    const first = await receive(buyer.token, ids.plenty);
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ coupon_type_id: ids.plenty, state: 1, get_type: 2 });
    const listed = await list({ token: buyer.token });
    expect(listed.data.list[2]).toMatchObject({ held: 1, can_receive: true, lead_count: 1 });
    expect((await receive(buyer.token, ids.plenty)).code).toBe(0);
    const third = await receive(buyer.token, ids.plenty);
    expect(third).toMatchObject({ code: -1, message: '每人限领 2 张，您已领完' });
    const after = await list({ token: buyer.token });
    expect(after.data.list[2]).toMatchObject({ held: 2, can_receive: false, remaining: 98 });
    const [row] = await t.database.db
      .select({ lead: couponType.leadCount })
      .from(couponType)
      .where(eq(couponType.couponTypeId, ids.plenty!));
    expect(row?.lead).toBe(2);
  });

  it('dates a fixed-term coupon from the moment it is received', async () => {
    const before = Date.now();
    const res = await receive(buyer.token, ids.discount);
    expect(res.code).toBe(0);
    expect(res.data.start_time).toBeGreaterThanOrEqual(before - 1000);
    expect(res.data.end_time - res.data.start_time).toBe(7 * DAY_MS);
  });

  it('refuses all taken, stopped, expired, points-only, unknown and malformed ids clearly', async () => {
    expect(await receive(buyer.token, ids.allTaken)).toMatchObject({
      code: -1,
      message: '优惠券已被领完',
    });
    expect(await receive(buyer.token, ids.stopped)).toMatchObject({
      code: -1,
      message: '该优惠券已停止发放',
    });
    expect(await receive(buyer.token, ids.expired)).toMatchObject({
      code: -1,
      message: '该优惠券已过期',
    });
    expect(await receive(buyer.token, ids.forPoints)).toMatchObject({
      code: -1,
      message: '该优惠券仅限积分兑换，请到积分商城兑换',
    });
    expect((await receive(buyer.token, 999_999)).code).toBe(-1);
    expect((await receive(buyer.token, 0)).code).toBe(-1);
    expect((await receive(buyer.token, 'x')).code).toBe(-1);
    const shown = await list({ token: buyer.token });
    expect(shown.data.list.find((c) => c.coupon_type_id === ids.allTaken)).toMatchObject({
      held: 0,
      can_receive: false,
    });
  });
});
