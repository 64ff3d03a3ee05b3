import type { MemberCoupon } from '@shop/contracts/coupon';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponType, memberCoupon } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addBuyer, addShop } from '../order/order-create.fixtures';
import { addCouponType } from './coupon.testing';

/**
 * Races on real PostgreSQL (PGlite runs one query at a time and can never show one): many members
 * for the last coupons of a type, and one member sending many receives at once.
 */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('coupon receive under concurrency', () => {
  let t: TestApp;
  let siteId: number;

  const receive = (token: string, couponTypeId: number) =>
    t.call<MemberCoupon>('/coupon/api/coupon/receive', { token, coupon_type_id: couponTypeId });
  const taken = async (couponTypeId: number) => {
    const db = t.database.db;
    const [type] = await db
      .select({ lead: couponType.leadCount })
      .from(couponType)
      .where(eq(couponType.couponTypeId, couponTypeId));
    const rows = await db
      .select({ memberId: memberCoupon.memberId })
      .from(memberCoupon)
      .where(eq(memberCoupon.couponTypeId, couponTypeId));
    return { lead: type?.lead, rows };
  };
  const tally = (answers: { code: number; message: string }[]) => {
    const messages = new Map<string, number>();
    for (const a of answers.filter((x) => x.code !== 0))
      messages.set(a.message, (messages.get(a.message) ?? 0) + 1);
    return [...messages].map(([m, n]) => `${n} x ${m}`).join(' | ');
  };

  beforeAll(async () => {
    t = await createTestApp();
    siteId = await addShop(t.database.db, {
      name: '康源自营店',
      deliveryTypes: ['express'],
      freightFen: 0,
      freeFreightFen: 0,
    });
  });
  afterAll(() => t.close());

  it('50 members race for 10 coupons: exactly 10 taken, lead_count 10', async () => {
    const typeId = await addCouponType(t.database.db, { siteId, count: 10, maxFetch: 1 });
    const members = [];
    for (let i = 0; i < 50; i += 1) members.push(await addBuyer(t.database.db, `grab${i}`));
    const started = performance.now();
    const answers = await Promise.all(members.map((m) => receive(m.token, typeId)));
    const ms = Math.round(performance.now() - started);
    const ok = answers.filter((a) => a.code === 0);
    const { lead, rows } = await taken(typeId);
    console.warn(
      `[coupon race] 50 members, count 10: ${ok.length} received, ${answers.length - ok.length} refused in ${ms} ms; lead_count ${lead}, member coupons ${rows.length}; refusals: ${tally(answers)}`,
    );
    expect(ok).toHaveLength(10);
    expect(lead).toBe(10);
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.memberId)).size).toBe(10);
    for (const a of answers.filter((x) => x.code !== 0))
      expect(a).toMatchObject({ code: -1, message: '优惠券已被领完' });
  }, 120_000);

  it('one member sending 8 receives at once with a limit of 2 gets exactly 2', async () => {
    const typeId = await addCouponType(t.database.db, { siteId, count: 100, maxFetch: 2 });
    const member = await addBuyer(t.database.db, 'greedy');
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => receive(member.token, typeId)),
    );
    const ms = Math.round(performance.now() - started);
    const ok = answers.filter((a) => a.code === 0);
    const { lead, rows } = await taken(typeId);
    console.warn(
      `[coupon limit] 8 receives by one member, max_fetch 2: ${ok.length} received, ${answers.length - ok.length} refused in ${ms} ms; lead_count ${lead}, member coupons ${rows.length}; refusals: ${tally(answers)}`,
    );
    expect(ok).toHaveLength(2);
    expect(lead).toBe(2);
    expect(rows).toHaveLength(2);
    for (const a of answers.filter((x) => x.code !== 0))
      expect(a).toMatchObject({ code: -1, message: '每人限领 2 张，您已领完' });
  }, 120_000);
});
