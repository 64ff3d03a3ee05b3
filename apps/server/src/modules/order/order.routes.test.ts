import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cart,
  order,
  orderLog,
  orderPay,
  promotion,
  promotionBundling,
  promotionBundlingGoods,
  promotionGoods,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginToken } from '../auth/testing';
import { goodsOnSaleRefs, setGoodsState, type GoodsRef } from '../catalogue/member-goods.testing';
import { anyShopId, insertTestOrder, memberIdByName, skuStock } from './order.testing';

type Summary = {
  order_id: number;
  out_trade_no: string;
  order_status: number;
  order_status_name: string;
  delivery_type_name: string;
  pay_type_name: string;
  goods_num: number;
  create_time: number;
  order_goods: { sku_id: number; num: number; bl_id: number }[];
  actions: string[];
};
type Page = { page_count: number; count: number; list: Summary[] };

describe('buyer orders /api/order/*', () => {
  let t: TestApp;
  let demo = '';
  let demo2 = '';
  let demoId = 0;
  let demo2Id = 0;
  let siteId = 0;
  let refs: GoodsRef[] = [];
  const ids = {
    closed: 0,
    rated: 0,
    completed: 0,
    receipt: 0,
    paid: 0,
    waitA: 0,
    waitB: 0,
    other: 0,
  };
  const call = <T>(path: string, token: string | undefined, body: object = {}) =>
    t.call<T>(`/api/order/${path}`, token ? { ...body, token } : body);
  const statusOf = async (orderId: number) =>
    (await t.database.db.select().from(order).where(eq(order.orderId, orderId)))[0]!;
  const payOf = async (outTradeNo: string) =>
    (await t.database.db.select().from(orderPay).where(eq(orderPay.outTradeNo, outTradeNo)))[0]!;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    demo = await loginToken(t, 'demo', 'demo123456');
    demo2 = await loginToken(t, 'demo2', 'demo123456');
    demoId = await memberIdByName(t, 'demo');
    demo2Id = await memberIdByName(t, 'demo2');
    siteId = await anyShopId(t);
    const promoted = new Set(
      (await t.database.db.select({ id: promotionGoods.goodsId }).from(promotionGoods)).map(
        (r) => r.id,
      ),
    );
    refs = (await goodsOnSaleRefs(t, 40)).filter((r) => !promoted.has(r.goods_id)).slice(0, 4);
    expect(refs).toHaveLength(4);
    const line = (i: number, num = 2) => ({
      goodsId: refs[i]!.goods_id,
      skuId: refs[i]!.sku_id,
      num,
    });
    const at = (minutes: number) => new Date(Date.now() - (100 - minutes) * 60_000);
    const mk = (status: number, minute: number, extra: object = {}) =>
      insertTestOrder(t, {
        memberId: demoId,
        siteId,
        moneyFen: 10_000 + minute,
        status,
        createdAt: at(minute),
        lines: [line(0)],
        ...extra,
      });
    ids.closed = (await mk(-1, 1)).orderId;
    ids.rated = (await mk(10, 2, { isEvaluate: 1, payType: 'balance' })).orderId;
    ids.completed = (await mk(10, 3, { payType: 'credit' })).orderId;
    ids.receipt = (await mk(3, 4, { payType: 'balance', deliveryType: 'store' })).orderId;
    ids.paid = (await mk(1, 5, { payType: 'balance' })).orderId;
    const first = await mk(0, 6, { lines: [line(1, 3), line(2, 1)] });
    ids.waitA = first.orderId;
    ids.waitB = (await mk(0, 7, { outTradeNo: first.outTradeNo })).orderId;
    ids.other = (
      await insertTestOrder(t, { memberId: demo2Id, siteId, moneyFen: 500, lines: [line(3)] })
    ).orderId;
  });
  afterAll(() => t.close());

  it('requires login', async () => {
    for (const path of ['lists', 'num', 'detail', 'close', 'takedelivery', 'reBuy'])
      expect((await call(path, undefined, { order_id: 1 })).code).toBe(-10009);
  });

  it('lists the member’s orders newest first with goods, names and actions', async () => {
    const res = await call<Page>('lists', demo);
    expect(res.code).toBe(0);
    expect(res.data.count).toBe(7);
    const list = res.data.list;
    expect(list.map((o) => o.order_id)).toEqual([
      ids.waitB,
      ids.waitA,
      ids.paid,
      ids.receipt,
      ids.completed,
      ids.rated,
      ids.closed,
    ]);
    const byId = new Map(list.map((o) => [o.order_id, o]));
    expect(byId.get(ids.waitA)).toMatchObject({
      order_status: 0,
      order_status_name: '待付款',
      delivery_type_name: '快递',
      pay_type_name: '',
      goods_num: 4,
      actions: ['pay', 'close', 'rebuy'],
    });
    expect(byId.get(ids.waitA)!.order_goods.map((g) => g.num)).toEqual([3, 1]);
    expect(byId.get(ids.receipt)).toMatchObject({
      order_status_name: '待收货',
      delivery_type_name: '门店自提',
      pay_type_name: '余额支付',
      actions: ['takedelivery', 'rebuy'],
    });
    expect(byId.get(ids.completed)!.actions).toEqual(['evaluate', 'rebuy']);
    // Evaluated once: the follow-up (追评) is offered.
    expect(byId.get(ids.rated)!.actions).toEqual(['evaluate_again', 'rebuy']);
    expect(byId.get(ids.closed)).toMatchObject({ order_status_name: '已关闭', actions: ['rebuy'] });
    expect(Math.abs(list[0]!.create_time - Date.now())).toBeLessThan(200 * 60_000);
    expect(list.map((o) => o.order_id)).not.toContain(ids.other);
    const en = await call<Page>('lists', demo, { lang: 'en-us', page_size: 1 });
    expect(en.data.list[0]).toMatchObject({
      order_status_name: 'Waiting for payment',
      delivery_type_name: 'Express',
    });
  });

  it('filters by tab and pages', async () => {
    const tab = async (order_status: string) =>
      (await call<Page>('lists', demo, { order_status })).data.list.map((o) => o.order_id);
    expect(await tab('waitpay')).toEqual([ids.waitB, ids.waitA]);
    expect(await tab('waitsend')).toEqual([ids.paid]);
    expect(await tab('waitconfirm')).toEqual([ids.receipt]);
    expect(await tab('waitrate')).toEqual([ids.completed]);
    const page2 = await call<Page>('lists', demo, { page: 2, page_size: 3 });
    expect(page2.data).toMatchObject({ count: 7, page_count: 3 });
    expect(page2.data.list.map((o) => o.order_id)).toEqual([ids.receipt, ids.completed, ids.rated]);
    expect((await call('lists', demo, { order_status: 'nope' })).code).toBe(-1);
    expect((await call('lists', demo, { page_size: 51 })).code).toBe(-1);
    expect((await call('num', demo)).data).toEqual({
      waitpay: 2,
      waitsend: 1,
      waitconfirm: 1,
      waitrate: 1,
    });
  });

  it('shows the detail of the member’s own order only', async () => {
    await t.database.db
      .insert(orderLog)
      .values({ orderId: ids.waitA, action: 'create', orderStatus: 0 });
    const res = await call<Record<string, unknown>>('detail', demo, { order_id: ids.waitA });
    expect(res.data).toMatchObject({
      order_id: ids.waitA,
      name: '张建华',
      full_address: '浙江省 杭州市 西湖区',
      address: '文三路388号',
      invoice: { invoice_type: 1, invoice_title: '康源大药房' },
      goods_money: '100.06',
      promotion_money: '0.00',
      order_money: '100.06',
      pay_time: null,
      logs: [{ action: 'create', action_name: '买家下单', remark: '' }],
    });
    for (const [token, id] of [
      [demo2, ids.waitA],
      [demo, ids.other],
      [demo, 999_999],
    ] as const) {
      const other = await call('detail', token, { order_id: id });
      expect(other).toMatchObject({ code: -1, message: '订单不存在', data: null });
    }
  });

  it('closes a waiting order: stock back, payment shrinks then is cancelled, log', async () => {
    const stock1 = await skuStock(t, refs[1]!.sku_id);
    const stock2 = await skuStock(t, refs[2]!.sku_id);
    const a = await statusOf(ids.waitA);
    expect((await payOf(a.outTradeNo)).payMoneyFen).toBe(20_013);
    expect(await call('close', demo2, { order_id: ids.waitA })).toMatchObject({
      code: -1,
      data: null,
    });
    expect((await call('close', demo, { order_id: ids.waitA })).code).toBe(0);
    expect((await statusOf(ids.waitA)).orderStatus).toBe(-1);
    expect((await statusOf(ids.waitA)).closeTime).not.toBeNull();
    expect(await skuStock(t, refs[1]!.sku_id)).toBe(stock1 + 3);
    expect(await skuStock(t, refs[2]!.sku_id)).toBe(stock2 + 1);
    expect(await payOf(a.outTradeNo)).toMatchObject({ status: 0, payMoneyFen: 10_007 });
    const logs = await t.database.db.select().from(orderLog).where(eq(orderLog.orderId, ids.waitA));
    expect(logs.map((l) => l.action)).toEqual(['create', 'close']);
    // Closed already: refused, stock unchanged.
    expect((await call('close', demo, { order_id: ids.waitA })).code).toBe(-1);
    expect(await skuStock(t, refs[1]!.sku_id)).toBe(stock1 + 3);
    expect((await call('close', demo, { order_id: ids.waitB })).code).toBe(0);
    expect((await payOf(a.outTradeNo)).status).toBe(-1);
  });

  it('refuses to close a paid order', async () => {
    const stock = await skuStock(t, refs[0]!.sku_id);
    const res = await call('close', demo, { order_id: ids.paid });
    expect(res).toMatchObject({ code: -1, message: '该订单当前状态不能关闭' });
    expect((await statusOf(ids.paid)).orderStatus).toBe(1);
    expect(await skuStock(t, refs[0]!.sku_id)).toBe(stock);
  });

  it('confirms receipt of an order waiting receipt only', async () => {
    expect((await call('takedelivery', demo2, { order_id: ids.receipt })).code).toBe(-1);
    expect((await call('takedelivery', demo, { order_id: ids.paid })).code).toBe(-1);
    expect((await call('takedelivery', demo, { order_id: ids.receipt })).code).toBe(0);
    expect((await statusOf(ids.receipt)).orderStatus).toBe(10);
    expect((await call('takedelivery', demo, { order_id: ids.receipt })).code).toBe(-1);
    const logs = await t.database.db
      .select()
      .from(orderLog)
      .where(eq(orderLog.orderId, ids.receipt));
    expect(logs.map((l) => l.action)).toEqual(['takedelivery']);
  });

  it('pays waiting orders under a new out_trade_no, cancelling emptied payments', async () => {
    const x = await insertTestOrder(t, { memberId: demoId, siteId, moneyFen: 1_000 });
    const y = await insertTestOrder(t, { memberId: demoId, siteId, moneyFen: 2_000 });
    const z = await insertTestOrder(t, {
      memberId: demoId,
      siteId,
      moneyFen: 4_000,
      outTradeNo: y.outTradeNo,
    });
    const res = await call<{ out_trade_no: string }>('pay', demo, {
      order_ids: [x.orderId, y.orderId],
    });
    expect(res.code).toBe(0);
    const fresh = res.data.out_trade_no;
    expect(fresh).toMatch(/^\d{24}$/);
    expect(await payOf(fresh)).toMatchObject({ status: 0, payMoneyFen: 3_000, memberId: demoId });
    expect((await statusOf(x.orderId)).outTradeNo).toBe(fresh);
    expect((await statusOf(y.orderId)).outTradeNo).toBe(fresh);
    expect((await payOf(x.outTradeNo)).status).toBe(-1);
    expect(await payOf(y.outTradeNo)).toMatchObject({ status: 0, payMoneyFen: 4_000 });
    expect((await statusOf(z.orderId)).outTradeNo).toBe(y.outTradeNo);
    // Not waiting, or someone else's: refused, nothing moves.
    for (const [token, orderIds] of [
      [demo, [x.orderId, ids.paid]],
      [demo, [ids.other]],
      [demo2, [z.orderId]],
    ] as const) {
      const refused = await call('pay', token, { order_ids: orderIds });
      expect(refused).toMatchObject({ code: -1, data: null });
    }
    expect((await statusOf(z.orderId)).outTradeNo).toBe(y.outTradeNo);
    expect((await call('pay', demo, { order_ids: 'x' })).code).toBe(-1);
  });

  it('puts the goods back into the cart, skipping exchange rows and goods no longer sold', async () => {
    const db = t.database.db;
    const now = new Date();
    const [bundleGoods] = await db
      .select({ blId: promotionBundlingGoods.blId })
      .from(promotionBundlingGoods)
      .innerJoin(promotionBundling, eq(promotionBundling.blId, promotionBundlingGoods.blId))
      .innerJoin(promotion, eq(promotion.promotionId, promotionBundling.promotionId))
      .where(and(lte(promotion.startAt, now), gt(promotion.endAt, now)))
      .limit(1);
    expect(bundleGoods).toBeDefined();
    const bundleRows = await db
      .select()
      .from(promotionBundlingGoods)
      .where(eq(promotionBundlingGoods.blId, bundleGoods!.blId));
    const o = await insertTestOrder(t, {
      memberId: demo2Id,
      siteId,
      moneyFen: 9_000,
      status: 10,
      lines: [
        { goodsId: refs[0]!.goods_id, skuId: refs[0]!.sku_id, num: 2 },
        { goodsId: refs[1]!.goods_id, skuId: refs[1]!.sku_id, num: 1 },
        { goodsId: refs[2]!.goods_id, skuId: refs[2]!.sku_id, num: 1, promotionType: 'exchange' },
        ...bundleRows.map((g) => ({
          goodsId: g.goodsId,
          skuId: g.skuId,
          num: g.num * 2,
          blId: g.blId,
          promotionType: 'bundling',
        })),
      ],
    });
    await setGoodsState(t, refs[1]!.goods_id, 0);
    expect((await call('reBuy', demo, { order_id: o.orderId })).code).toBe(-1);
    const res = await call<{ added: number; skipped: number }>('reBuy', demo2, {
      order_id: o.orderId,
    });
    await setGoodsState(t, refs[1]!.goods_id, 1);
    expect(res.code).toBe(0);
    const lines = await db.select().from(cart).where(eq(cart.memberId, demo2Id));
    expect(lines.find((l) => l.skuId === refs[0]!.sku_id)?.num).toBe(2);
    expect(lines.find((l) => l.skuId === refs[1]!.sku_id)).toBeUndefined();
    expect(lines.find((l) => l.skuId === refs[2]!.sku_id)).toBeUndefined();
    // The bundle comes back once, as its number of sets.
    expect(lines.find((l) => l.blId === bundleGoods!.blId)?.num).toBe(2);
    expect(res.data).toEqual({ added: 2, skipped: 1 });
    const ours = await db
      .select()
      .from(cart)
      .where(and(eq(cart.memberId, demoId), inArray(cart.skuId, [refs[0]!.sku_id])));
    expect(ours).toHaveLength(0);
  });
});
