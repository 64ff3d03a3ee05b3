import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  couponType,
  goodsSku,
  memberAccount,
  memberCoupon,
  order,
  orderLog,
  orderPay,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken } from '../auth/testing';
import { goodsOnSaleRefs, type GoodsRef } from '../catalogue/member-goods.testing';
import { orderExpiryPlugin } from './order-expiry.plugin';
import { payTimeoutMsOf } from './order-expiry.config';
import { closeExpiredOrders } from './order-expiry.service';
import { anyShopId, insertTestOrder, skuStock, type TestOrder } from './order.testing';
import { moneyOf, setMoney } from '../finance/member-money.testing';

const TIMEOUT_MIN = 30;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe('unpaid orders close by themselves', () => {
  let t: TestApp;
  let memberId = 0;
  let token = '';
  let siteId = 0;
  let refs: GoodsRef[] = [];

  const orderRow = async (orderId: number) =>
    (await t.database.db.select().from(order).where(eq(order.orderId, orderId)))[0]!;
  const payRow = async (outTradeNo: string) =>
    (await t.database.db.select().from(orderPay).where(eq(orderPay.outTradeNo, outTradeNo)))[0]!;
  const logsOf = async (orderId: number) =>
    (await t.database.db.select().from(orderLog).where(eq(orderLog.orderId, orderId))).map(
      (l) => l.action,
    );
  const balance = async () => (await moneyOf(t.database.db, memberId)).balanceFen;

  /** An order as creation leaves it: its units taken from the SKU's stock. */
  const placeOrder = async (
    ref: GoodsRef,
    createdAt: Date,
    extra: { status?: number; payStatus?: number; payType?: string } = {},
  ): Promise<TestOrder> => {
    const placed = await insertTestOrder(t, {
      memberId,
      siteId,
      moneyFen: 2_000,
      createdAt,
      lines: [{ goodsId: ref.goods_id, skuId: ref.sku_id, num: 2 }],
      ...extra,
    });
    await t.database.db
      .update(goodsSku)
      .set({ stock: sql`${goodsSku.stock} - 2` })
      .where(eq(goodsSku.skuId, ref.sku_id));
    return placed;
  };

  /** A coupon of the member marked used by the order. */
  const useCoupon = async (orderId: number) => {
    const [type] = await t.database.db
      .insert(couponType)
      .values({ siteId, couponName: '满100减10', type: 'reward', moneyFen: 1_000 })
      .returning({ id: couponType.couponTypeId });
    const [coupon] = await t.database.db
      .insert(memberCoupon)
      .values({
        couponTypeId: type!.id,
        memberId,
        siteId,
        state: 2,
        startAt: minutesAgo(24 * 60),
        endAt: new Date(Date.now() + 7 * 24 * 3_600_000),
        useOrderId: orderId,
        useTime: minutesAgo(40),
      })
      .returning({ id: memberCoupon.couponId });
    return coupon!.id;
  };
  const couponState = async (couponId: number) =>
    (await t.database.db.select().from(memberCoupon).where(eq(memberCoupon.couponId, couponId)))[0]!
      .state;

  beforeAll(async () => {
    t = await createTestApp({
      demo: true,
      env: { ORDER_PAY_TIMEOUT_MINUTES: String(TIMEOUT_MIN) },
    });
    memberId = await addMember(t, { username: 'latepayer' });
    await setMoney(t.database.db, memberId, { balanceFen: 100_000 });
    token = await loginToken(t, 'latepayer');
    siteId = await anyShopId(t);
    refs = await goodsOnSaleRefs(t, 6);
  });
  afterAll(() => t.close());

  it('takes the timeout from ORDER_PAY_TIMEOUT_MINUTES', async () => {
    expect(t.config.orderPayTimeoutMinutes).toBe(TIMEOUT_MIN);
    expect(await payTimeoutMsOf(t.database.db)).toBe(TIMEOUT_MIN * 60_000);
  });

  it('closes an old unpaid order: stock and coupon back, payment cancelled, logged', async () => {
    const ref = refs[0]!;
    const stockBefore = await skuStock(t, ref.sku_id);
    const old = await placeOrder(ref, minutesAgo(TIMEOUT_MIN + 5));
    const couponId = await useCoupon(old.orderId);
    expect(await skuStock(t, ref.sku_id)).toBe(stockBefore - 2);

    expect(await closeExpiredOrders(t.database.db)).toBeGreaterThanOrEqual(1);
    const row = await orderRow(old.orderId);
    expect(row.orderStatus).toBe(-1);
    expect(row.closeTime).not.toBeNull();
    expect(await skuStock(t, ref.sku_id)).toBe(stockBefore);
    expect(await couponState(couponId)).toBe(1);
    expect((await payRow(old.outTradeNo)).status).toBe(-1);
    expect(await logsOf(old.orderId)).toEqual(['auto_close']);

    const detail = await t.call<{ order_status: number; logs: { action_name: string }[] }>(
      '/api/order/detail',
      { order_id: old.orderId, token },
    );
    expect(detail.data.order_status).toBe(-1);
    expect(detail.data.logs.map((l) => l.action_name)).toEqual(['超时自动关闭']);
  });

  it('leaves fresh, paid and voucher-review orders alone; a second sweep closes nothing', async () => {
    const fresh = await placeOrder(refs[1]!, minutesAgo(TIMEOUT_MIN - 5));
    const paid = await placeOrder(refs[2]!, minutesAgo(TIMEOUT_MIN * 10), {
      status: 1,
      payStatus: 1,
      payType: 'balance',
    });
    const reviewing = await placeOrder(refs[3]!, minutesAgo(TIMEOUT_MIN * 10), {
      payStatus: 2,
      payType: 'offline',
    });
    const old = await placeOrder(refs[4]!, minutesAgo(TIMEOUT_MIN + 1));
    const stock = await skuStock(t, refs[4]!.sku_id);

    expect(await closeExpiredOrders(t.database.db)).toBe(1);
    expect(await closeExpiredOrders(t.database.db)).toBe(0);
    expect((await orderRow(old.orderId)).orderStatus).toBe(-1);
    expect(await skuStock(t, refs[4]!.sku_id)).toBe(stock + 2);
    expect(await logsOf(old.orderId)).toEqual(['auto_close']);
    expect((await orderRow(fresh.orderId)).orderStatus).toBe(0);
    expect((await orderRow(paid.orderId)).orderStatus).toBe(1);
    expect((await orderRow(reviewing.orderId)).orderStatus).toBe(0);
    expect((await payRow(reviewing.outTradeNo)).status).toBe(2);
    for (const o of [fresh, paid, reviewing]) expect(await logsOf(o.orderId)).toEqual([]);
  });

  it('a sweep takes at most `limit` orders, oldest first', async () => {
    const a = await placeOrder(refs[5]!, minutesAgo(TIMEOUT_MIN + 30));
    const b = await placeOrder(refs[5]!, minutesAgo(TIMEOUT_MIN + 20));
    expect(await closeExpiredOrders(t.database.db, { limit: 1 })).toBe(1);
    expect((await orderRow(a.orderId)).orderStatus).toBe(-1);
    expect((await orderRow(b.orderId)).orderStatus).toBe(0);
    expect(await closeExpiredOrders(t.database.db, { limit: 1 })).toBe(1);
    expect((await orderRow(b.orderId)).orderStatus).toBe(-1);
  });

  it('pay info tells when the unpaid orders close; null once paid or closed', async () => {
    const createdAt = minutesAgo(10);
    const fresh = await placeOrder(refs[1]!, createdAt);
    const info = await t.call<{ close_time: number | null }>('/api/pay/info', {
      out_trade_no: fresh.outTradeNo,
      token,
    });
    expect(info.data.close_time).toBe(createdAt.getTime() + TIMEOUT_MIN * 60_000);

    const paid = await t.call('/api/pay/pay', {
      out_trade_no: fresh.outTradeNo,
      pay_type: 'balance',
      token,
    });
    expect(paid.code).toBe(0);
    const after = await t.call<{ close_time: number | null; status: number }>('/api/pay/info', {
      out_trade_no: fresh.outTradeNo,
      token,
    });
    expect(after.data).toMatchObject({ status: 1, close_time: null });
  });

  it('orders tell their pay deadline while waiting payment, not once paid or under review', async () => {
    const createdAt = minutesAgo(3);
    const waiting = await placeOrder(refs[1]!, createdAt);
    const paid = await placeOrder(refs[1]!, createdAt, { status: 1, payStatus: 1 });
    const reviewing = await placeOrder(refs[1]!, createdAt, { payStatus: 2, payType: 'offline' });
    const detail = async (orderId: number) =>
      (
        await t.call<{ pay_deadline: number | null }>('/api/order/detail', {
          order_id: orderId,
          token,
        })
      ).data.pay_deadline;
    const deadline = createdAt.getTime() + TIMEOUT_MIN * 60_000;
    expect(await detail(waiting.orderId)).toBe(deadline);
    expect(await detail(paid.orderId)).toBeNull();
    expect(await detail(reviewing.orderId)).toBeNull();
    const list = await t.call<{ list: { order_id: number; pay_deadline: number | null }[] }>(
      '/api/order/lists',
      { order_status: 'all', page: 1, page_size: 50, token },
    );
    const byId = new Map(list.data.list.map((o) => [o.order_id, o.pay_deadline]));
    expect(byId.get(waiting.orderId)).toBe(deadline);
    expect(byId.get(paid.orderId)).toBeNull();
  });

  it('refuses to pay an order past its deadline, closes it and charges nothing', async () => {
    const ref = refs[1]!;
    const stock = await skuStock(t, ref.sku_id);
    const late = await placeOrder(ref, minutesAgo(TIMEOUT_MIN + 1));
    const before = await balance();
    const ledgerBefore = await t.database.db
      .select()
      .from(memberAccount)
      .where(eq(memberAccount.memberId, memberId));

    const res = await t.call('/api/pay/pay', {
      out_trade_no: late.outTradeNo,
      pay_type: 'balance',
      token,
    });
    expect(res).toMatchObject({ code: -1, message: '订单已超时关闭', data: null });
    expect(await balance()).toBe(before);
    expect(
      await t.database.db.select().from(memberAccount).where(eq(memberAccount.memberId, memberId)),
    ).toHaveLength(ledgerBefore.length);
    expect((await orderRow(late.orderId)).orderStatus).toBe(-1);
    expect(await skuStock(t, ref.sku_id)).toBe(stock);
    expect(await logsOf(late.orderId)).toEqual(['auto_close']);
    const again = await t.call('/api/pay/pay', {
      out_trade_no: late.outTradeNo,
      pay_type: 'balance',
      token,
    });
    expect(again.code).toBe(-1);
    expect(await balance()).toBe(before);
  });

  it('the timer sweeps at start and every interval, and stops when the app closes', async () => {
    const late = await placeOrder(refs[2]!, minutesAgo(TIMEOUT_MIN + 2));
    const app = Fastify({ logger: false });
    app.decorate('db', t.database.db);
    await app.register(orderExpiryPlugin, { timeoutMinutes: TIMEOUT_MIN, intervalMs: 50 });
    await app.ready();
    const deadline = Date.now() + 10_000;
    while ((await orderRow(late.orderId)).orderStatus !== -1 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect((await orderRow(late.orderId)).orderStatus).toBe(-1);
    const later = await placeOrder(refs[2]!, minutesAgo(TIMEOUT_MIN + 2));
    while ((await orderRow(later.orderId)).orderStatus !== -1 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect((await orderRow(later.orderId)).orderStatus).toBe(-1);
    await app.close();
    const untouched = await placeOrder(refs[2]!, minutesAgo(TIMEOUT_MIN + 2));
    await new Promise((r) => setTimeout(r, 300));
    expect((await orderRow(untouched.orderId)).orderStatus).toBe(0);
  });
});

/** Several processes sweeping at once close each order once (real concurrent transactions). */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('concurrent sweeps (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('closes each expired order exactly once', async () => {
    const memberId = await addMember(t, { username: 'racer' });
    const siteId = await anyShopId(t);
    const orders = await Promise.all(
      Array.from({ length: 12 }, () =>
        insertTestOrder(t, { memberId, siteId, moneyFen: 500, createdAt: minutesAgo(3 * 1440) }),
      ),
    );
    const closed = await Promise.all(
      Array.from({ length: 4 }, () => closeExpiredOrders(t.database.db)),
    );
    // skip locked may leave an order to the next sweep; none is closed twice.
    const total = closed.reduce((a, b) => a + b, 0) + (await closeExpiredOrders(t.database.db));
    expect(total).toBe(orders.length);
    const logs = await t.database.db
      .select()
      .from(orderLog)
      .where(eq(orderLog.action, 'auto_close'));
    expect(logs).toHaveLength(orders.length);
  });
});
