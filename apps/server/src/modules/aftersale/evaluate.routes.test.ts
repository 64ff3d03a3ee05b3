import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { goods, goodsEvaluate, order, orderGoods } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken } from '../auth/testing';
import { GOODS_EVALUATE_CONFIG_KEY } from '../catalogue';
import { seedGoodsFixture, type GoodsFixture } from '../catalogue/goods-list.fixture';
import { insertTestOrder } from '../order/order.testing';
import { setConfig } from '../settings';
import { uploadEvaluateImage } from './evaluate.testing';

type Line = {
  order_goods_id: number;
  sku_name: string;
  price: string;
  refunded: boolean;
  evaluate: null | {
    scores: number;
    content: string;
    images: string[];
    is_anonymous: boolean;
    is_audit: number;
    again_content: string;
    again_images: string[];
    again_time: number | null;
  };
};
type Info = {
  order_id: number;
  state: string;
  is_evaluate: number;
  evaluate_audit: boolean;
  list: Line[];
};
type Result = { order_id: number; is_evaluate: number; waiting_review: boolean };
type GoodsPage = {
  count: number;
  list: {
    member_name: string;
    content: string;
    images: string[];
    again_content: string;
    again_images: string[];
    again_time: number | null;
  }[];
};

describe('buyer evaluations /api/order/evluateinfo, /api/goodsevaluate/add and /again', () => {
  let t: TestApp;
  let f: GoodsFixture;
  let buyer = '';
  let other = '';
  let buyerId = 0;
  let otherId = 0;
  const api = <T>(path: string, token: string | undefined, body: object) =>
    t.call<T>(path, token ? { ...body, token } : body);
  const info = (token: string, orderId: number) =>
    api<Info>('/api/order/evluateinfo', token, { order_id: orderId });
  const add = (token: string, orderId: number, lines: object[]) =>
    api<Result>('/api/goodsevaluate/add', token, { order_id: orderId, goods_evaluate: lines });
  const again = (token: string, orderId: number, lines: object[]) =>
    api<Result>('/api/goodsevaluate/again', token, { order_id: orderId, goods_evaluate: lines });
  const goodsPage = (goodsId: number) =>
    t.call<GoodsPage>('/api/goodsevaluate/page', { goods_id: goodsId, page_size: 50 });
  const evaluateNum = async (goodsId: number) =>
    (await t.database.db.select().from(goods).where(eq(goods.goodsId, goodsId)))[0]!.evaluateNum;
  const isEvaluateOf = async (orderId: number) =>
    (await t.database.db.select().from(order).where(eq(order.orderId, orderId)))[0]!.isEvaluate;

  /** A completed order (or of `status`) of the member with two lines: capsule x2, ibuprofen x1. */
  const orderOf = async (memberId: number, status = 10) => {
    const { orderId } = await insertTestOrder(t, {
      memberId,
      siteId: f.sites.own,
      moneyFen: 3_000,
      status,
      lines: [
        { goodsId: f.goodsOf.amoxCapsule, skuId: f.skuOf.amoxCapsule, num: 2, priceFen: 1250 },
        { goodsId: f.goodsOf.ibuprofen, skuId: f.skuOf.ibuprofen, num: 1, priceFen: 500 },
      ],
    });
    const lines = (await info(memberId === buyerId ? buyer : other, orderId)).data.list;
    return { orderId, lineIds: lines.map((l) => l.order_goods_id) };
  };
  const rate = (lineIds: number[], extra: object = {}) =>
    lineIds.map((id, i) => ({
      order_goods_id: id,
      scores: 5 - i,
      content: `第${i + 1}件很好`,
      ...extra,
    }));

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedGoodsFixture(t.database.db);
    buyerId = await addMember(t, { username: 'evalbuyer', nickname: '康源大药房' });
    otherId = await addMember(t, { username: 'evalother', nickname: '仁和诊所' });
    buyer = await loginToken(t, 'evalbuyer');
    other = await loginToken(t, 'evalother');
  });
  afterAll(() => t.close());
  beforeEach(() =>
    setConfig(t.database.db, GOODS_EVALUATE_CONFIG_KEY, { evaluate_show: 1, evaluate_audit: 1 }),
  );

  it('requires login for every call and the upload', async () => {
    const bodies: Record<string, object> = {
      '/api/order/evluateinfo': { order_id: 1 },
      '/api/goodsevaluate/add': {
        order_id: 1,
        goods_evaluate: [{ order_goods_id: 1, scores: 5 }],
      },
      '/api/goodsevaluate/again': {
        order_id: 1,
        goods_evaluate: [{ order_goods_id: 1, again_content: '追加' }],
      },
      '/api/upload/evaluateimg': {},
    };
    for (const [path, body] of Object.entries(bodies))
      expect((await api(path, undefined, body)).code, path).toBe(-10009);
  });

  it('refuses bad input with a clear message', async () => {
    const { orderId, lineIds } = await orderOf(buyerId);
    const one = lineIds[0]!;
    const bad = [
      { order_id: 'abc', goods_evaluate: rate(lineIds) },
      { order_id: orderId, goods_evaluate: [] },
      { order_id: orderId, goods_evaluate: [{ order_goods_id: one, scores: 6 }] },
      { order_id: orderId, goods_evaluate: [{ order_goods_id: one, scores: 0 }] },
      {
        order_id: orderId,
        goods_evaluate: [{ order_goods_id: one, scores: 5, content: 'x'.repeat(501) }],
      },
      {
        order_id: orderId,
        goods_evaluate: [
          { order_goods_id: one, scores: 5, images: Array(7).fill('/upload/a.png') },
        ],
      },
      {
        order_id: orderId,
        goods_evaluate: [{ order_goods_id: one, scores: 5, is_anonymous: 'yes' }],
      },
    ];
    for (const body of bad) {
      const res = await api('/api/goodsevaluate/add', buyer, body);
      expect(res.code, JSON.stringify(body).slice(0, 80)).toBe(-1);
      expect(res.message).toMatch(/^参数错误/);
    }
    const noWords = await api('/api/goodsevaluate/again', buyer, {
      order_id: orderId,
      goods_evaluate: [{ order_goods_id: one, again_content: '   ' }],
    });
    expect(noWords.code).toBe(-1);
    expect((await info(buyer, 0)).code).toBe(-1);
    expect(await isEvaluateOf(orderId)).toBe(0);
  });

  it('answers another member’s order as not found, to every call', async () => {
    const theirs = await orderOf(otherId);
    expect(await info(buyer, theirs.orderId)).toMatchObject({ code: -1, message: '订单不存在' });
    expect(await add(buyer, theirs.orderId, rate(theirs.lineIds))).toMatchObject({
      code: -1,
      message: '订单不存在',
    });
    expect(
      await again(buyer, theirs.orderId, [
        { order_goods_id: theirs.lineIds[0], again_content: '追加' },
      ]),
    ).toMatchObject({ code: -1, message: '订单不存在' });
    expect(await isEvaluateOf(theirs.orderId)).toBe(0);
  });

  it('refuses a line of another order inside the member’s own order, and missing or twice named lines', async () => {
    const mine = await orderOf(buyerId);
    const theirs = await orderOf(otherId);
    const mixed = [...rate(mine.lineIds.slice(0, 1)), ...rate(theirs.lineIds.slice(1))];
    expect(await add(buyer, mine.orderId, mixed)).toMatchObject({
      code: -1,
      message: '评价的商品不属于该订单',
    });
    expect(await add(buyer, mine.orderId, rate(mine.lineIds.slice(0, 1)))).toMatchObject({
      code: -1,
      message: '请为订单中的每件商品评分后再提交',
    });
    const twice = rate([mine.lineIds[0]!, mine.lineIds[0]!]);
    expect(await add(buyer, mine.orderId, twice)).toMatchObject({
      code: -1,
      message: '同一件商品只能提交一条评价',
    });
    expect(await isEvaluateOf(mine.orderId)).toBe(0);
  });

  it('asks no rating of a line wholly refunded, and refuses one', async () => {
    const o = await orderOf(buyerId);
    const [capsule, ibuprofen] = o.lineIds as [number, number];
    // One of the two capsules refunded: still rated; the ibuprofen wholly refunded: not.
    await t.database.db
      .update(orderGoods)
      .set({ refundNum: 1 })
      .where(eq(orderGoods.orderGoodsId, capsule));
    await t.database.db
      .update(orderGoods)
      .set({ refundNum: 1 })
      .where(eq(orderGoods.orderGoodsId, ibuprofen));
    expect((await info(buyer, o.orderId)).data.list.map((l) => l.refunded)).toEqual([false, true]);
    expect(await add(buyer, o.orderId, rate([capsule, ibuprofen]))).toMatchObject({
      code: -1,
      message: '该商品已全部退款，无需评价',
    });
    expect(await isEvaluateOf(o.orderId)).toBe(0);
    expect(await add(buyer, o.orderId, rate([capsule]))).toMatchObject({
      code: 0,
      data: { is_evaluate: 1 },
    });
  });

  it('evaluates only once the order is completed (not while it waits for receipt)', async () => {
    for (const status of [0, 1, 3, -1]) {
      const o = await orderOf(buyerId, status);
      const res = await info(buyer, o.orderId);
      expect(res.data.state).toBe('unavailable');
      expect(await add(buyer, o.orderId, rate(o.lineIds))).toMatchObject({
        code: -1,
        message: '订单确认收货（已完成）后才能评价',
      });
    }
  });

  it('accepts only pictures the member uploaded', async () => {
    const o = await orderOf(buyerId);
    const theirs = await uploadEvaluateImage(t, other);
    const forged = ['/upload/evaluate/202601/0123456789abcdef0123456789abcdef.jpg'];
    for (const images of [[theirs], forged, ['/etc/passwd']]) {
      const lines = rate(o.lineIds).map((l, i) => (i === 0 ? { ...l, images } : l));
      expect(await add(buyer, o.orderId, lines)).toMatchObject({
        code: -1,
        message: '评价图片无效或已过期，请重新上传',
      });
    }
    expect(await isEvaluateOf(o.orderId)).toBe(0);
  });

  it('evaluates every line once; new evaluations wait for review while the mall reviews them', async () => {
    const o = await orderOf(buyerId);
    expect((await info(buyer, o.orderId)).data).toMatchObject({
      state: 'add',
      is_evaluate: 0,
      evaluate_audit: true,
    });
    const picture = await uploadEvaluateImage(t, buyer);
    const before = await evaluateNum(f.goodsOf.amoxCapsule);
    const lines = rate(o.lineIds).map((l, i) =>
      i === 0 ? { ...l, images: [picture], is_anonymous: 1 } : l,
    );
    expect(await add(buyer, o.orderId, lines)).toMatchObject({
      code: 0,
      data: { order_id: o.orderId, is_evaluate: 1, waiting_review: true },
    });
    const after = (await info(buyer, o.orderId)).data;
    expect(after).toMatchObject({ state: 'again', is_evaluate: 1 });
    expect(after.list.map((l) => l.evaluate)).toMatchObject([
      { scores: 5, content: '第1件很好', images: [picture], is_anonymous: true, is_audit: 0 },
      { scores: 4, content: '第2件很好', images: [], is_anonymous: false, is_audit: 0 },
    ]);
    // Waiting for review: not on the goods page, not counted.
    expect((await goodsPage(f.goodsOf.amoxCapsule)).data.count).toBe(0);
    expect(await evaluateNum(f.goodsOf.amoxCapsule)).toBe(before);
    // The order list offers 追评 now instead of 评价.
    const detail = await api<{ actions: string[] }>('/api/order/detail', buyer, {
      order_id: o.orderId,
    });
    expect(detail.data.actions).toContain('evaluate_again');
    expect(detail.data.actions).not.toContain('evaluate');

    expect(await add(buyer, o.orderId, rate(o.lineIds))).toMatchObject({
      code: -1,
      message: '该订单已评价，请勿重复提交',
    });
    const rows = await t.database.db
      .select()
      .from(goodsEvaluate)
      .where(eq(goodsEvaluate.orderId, o.orderId));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.memberName === '康源大药房' && r.memberId === buyerId)).toBe(true);
  });

  it('takes one of two submissions sent at once (a double click)', async () => {
    const o = await orderOf(buyerId);
    const results = await Promise.all([
      add(buyer, o.orderId, rate(o.lineIds)),
      add(buyer, o.orderId, rate(o.lineIds)),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([-1, 0]);
    expect(results.find((r) => r.code === -1)!.message).toBe('该订单已评价，请勿重复提交');
    const rows = await t.database.db
      .select()
      .from(goodsEvaluate)
      .where(eq(goodsEvaluate.orderId, o.orderId));
    expect(rows).toHaveLength(2);
  });

  it('shows a new evaluation at once when the mall does not review them, masked when anonymous', async () => {
    await setConfig(t.database.db, GOODS_EVALUATE_CONFIG_KEY, {
      evaluate_show: 1,
      evaluate_audit: 0,
    });
    const o = await orderOf(buyerId);
    const before = await evaluateNum(f.goodsOf.ibuprofen);
    const lines = rate(o.lineIds).map((l, i) =>
      i === 1 ? { ...l, content: '包装完好，效期新鲜', is_anonymous: true } : l,
    );
    expect((await add(buyer, o.orderId, lines)).data.waiting_review).toBe(false);
    expect(await evaluateNum(f.goodsOf.ibuprofen)).toBe(before + 1);
    const shown = (await goodsPage(f.goodsOf.ibuprofen)).data.list;
    expect(shown.find((e) => e.content === '包装完好，效期新鲜')?.member_name).toBe('匿名用户');
    const capsule = (await goodsPage(f.goodsOf.amoxCapsule)).data.list;
    expect(capsule.find((e) => e.content === '第1件很好')?.member_name).toBe('康***房');
  });

  it('follows up only after the evaluation, once, with the member’s own lines and pictures', async () => {
    await setConfig(t.database.db, GOODS_EVALUATE_CONFIG_KEY, {
      evaluate_show: 1,
      evaluate_audit: 0,
    });
    const o = await orderOf(buyerId);
    const first = { order_goods_id: o.lineIds[0], again_content: '用了一个月，顾客反馈不错' };
    expect(await again(buyer, o.orderId, [first])).toMatchObject({
      code: -1,
      message: '请先评价该订单，再追加评价',
    });
    await add(buyer, o.orderId, rate(o.lineIds));
    const theirs = await orderOf(otherId);
    expect(
      await again(buyer, o.orderId, [{ order_goods_id: theirs.lineIds[0], again_content: '追加' }]),
    ).toMatchObject({ code: -1, message: '评价的商品不属于该订单' });
    const foreignPicture = await uploadEvaluateImage(t, other);
    expect(
      await again(buyer, o.orderId, [{ ...first, again_images: [foreignPicture] }]),
    ).toMatchObject({ code: -1, message: '评价图片无效或已过期，请重新上传' });

    const picture = await uploadEvaluateImage(t, buyer);
    expect(await again(buyer, o.orderId, [{ ...first, again_images: [picture] }])).toMatchObject({
      code: 0,
      data: { is_evaluate: 2, waiting_review: false },
    });
    const after = (await info(buyer, o.orderId)).data;
    expect(after.state).toBe('done');
    expect(after.list[0]!.evaluate).toMatchObject({
      again_content: '用了一个月，顾客反馈不错',
      again_images: [picture],
    });
    expect(after.list[0]!.evaluate!.again_time).toBeGreaterThan(0);
    // Only the lines followed up carry a follow-up.
    expect(after.list[1]!.evaluate).toMatchObject({ again_content: '', again_time: null });
    const shown = (await goodsPage(f.goodsOf.amoxCapsule)).data.list;
    expect(shown.find((e) => e.again_content === '用了一个月，顾客反馈不错')).toMatchObject({
      again_images: [picture],
    });

    expect(
      await again(buyer, o.orderId, [{ order_goods_id: o.lineIds[1], again_content: '再追加' }]),
    ).toMatchObject({ code: -1, message: '该订单已追加评价，不能再次追评' });
    expect(await isEvaluateOf(o.orderId)).toBe(2);
    const detail = await api<{ actions: string[] }>('/api/order/detail', buyer, {
      order_id: o.orderId,
    });
    expect(detail.data.actions.filter((a) => a.startsWith('evaluate'))).toEqual([]);
  });

  it('answers in English when asked', async () => {
    const o = await orderOf(buyerId, 3);
    const res = await api('/api/goodsevaluate/add', buyer, {
      order_id: o.orderId,
      goods_evaluate: rate(o.lineIds),
      lang: 'en-us',
    });
    expect(res.message).toBe('An order can be reviewed once it is completed (delivery confirmed)');
  });
});
