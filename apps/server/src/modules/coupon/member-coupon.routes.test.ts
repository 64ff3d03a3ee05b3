import type { MemberCouponPage } from '@shop/contracts/coupon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addBuyer, addShop } from '../order/order-create.fixtures';
import { addCouponType, addHeldCoupon, DAY_MS } from './coupon.testing';

describe('/coupon/api/coupon/memberpage and num', () => {
  let t: TestApp;
  let buyer: { memberId: number; token: string };
  let other: { memberId: number; token: string };
  const held: Record<string, number> = {};

  const page = (token: string | undefined, body: object = {}) =>
    t.call<MemberCouponPage>('/coupon/api/coupon/memberpage', { token, ...body });
  const num = (token: string | undefined) => t.call<number>('/coupon/api/coupon/num', { token });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const siteId = await addShop(db, {
      name: '康源自营店',
      deliveryTypes: ['express'],
      freightFen: 0,
      freeFreightFen: 0,
    });
    buyer = await addBuyer(db, 'holder');
    other = await addBuyer(db, 'stranger');
    const couponTypeId = await addCouponType(db, { siteId, couponName: '满100减10', count: 0 });
    const now = Date.now();
    const hold = (values: object = {}) =>
      addHeldCoupon(db, { couponTypeId, memberId: buyer.memberId, siteId, ...values });
    // Oldest first: the page answers newest first.
    for (let i = 0; i < 11; i += 1)
      held[`unused${i}`] = await hold({ createdAt: new Date(now - (20 - i) * 60_000) });
    held.notStarted = await hold({
      startAt: new Date(now + DAY_MS),
      endAt: new Date(now + 5 * DAY_MS),
      createdAt: new Date(now - 5 * 60_000),
    });
    held.used = await hold({ state: 2, useTime: new Date(now - 60_000) });
    held.expired = await hold({ state: 3, endAt: new Date(now - DAY_MS) });
    held.pastEnd = await hold({ startAt: new Date(now - 9 * DAY_MS), endAt: new Date(now - 1000) });
    await addHeldCoupon(db, { couponTypeId, memberId: other.memberId, siteId });
  });
  afterAll(() => t.close());

  it('lists unused coupons newest first with the counts of every state', async () => {
    const res = await page(buyer.token, { state: 1 });
    expect(res.code).toBe(0);
    expect(res.data.state_count).toEqual({ unused: 12, used: 1, expired: 2 });
    expect(res.data).toMatchObject({ count: 12, page_count: 2 });
    expect(res.data.list.map((c) => c.coupon_id).slice(0, 2)).toEqual([
      held.notStarted,
      held.unused10,
    ]);
    expect(res.data.list[1]).toMatchObject({
      state: 1,
      coupon_name: '满100减10',
      shop_name: '康源自营店',
      money: '10.00',
      at_least: '100.00',
      use_time: null,
      order_no: null,
    });
    const second = await page(buyer.token, { state: 1, page: 2 });
    expect(second.data.list.map((c) => c.coupon_id)).toEqual([held.unused1, held.unused0]);
  });

  it('counts an unused coupon past its end as expired', async () => {
    const res = await page(buyer.token, { state: 3 });
    expect(res.data.list.map((c) => [c.coupon_id, c.state]).sort()).toEqual(
      [
        [held.expired, 3],
        [held.pastEnd, 3],
      ].sort(),
    );
  });

  it('shows when a used coupon was used', async () => {
    const res = await page(buyer.token, { state: 2 });
    expect(res.data.list).toHaveLength(1);
    expect(res.data.list[0]).toMatchObject({ coupon_id: held.used, state: 2 });
    expect(res.data.list[0]!.use_time).toBeGreaterThan(0);
  });

  it("shows no other member's coupons", async () => {
    const res = await page(other.token, { state: 1 });
    expect(res.data.list).toHaveLength(1);
    expect(res.data.state_count).toEqual({ unused: 1, used: 0, expired: 0 });
  });

  it('counts only the coupons usable now', async () => {
    // 11 unused in their window; not the one starting tomorrow, the used or the expired ones.
    expect(await num(buyer.token)).toMatchObject({ code: 0, data: 11 });
    expect((await num(other.token)).data).toBe(1);
  });

  it('refuses visitors and bad input', async () => {
    expect((await page(undefined)).code).toBe(-10009);
    expect((await num(undefined)).code).toBe(-10009);
    expect((await page(buyer.token, { state: 4 })).code).toBe(-1);
    expect((await page(buyer.token, { state: 'used' })).code).toBe(-1);
    expect((await page(buyer.token, { page_size: 51 })).code).toBe(-1);
    expect((await page(buyer.token, { page: 9 })).data.list).toEqual([]);
  });
});
