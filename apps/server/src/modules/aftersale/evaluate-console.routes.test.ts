import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsEvaluate, staffAuditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { addMember, loginToken } from '../auth/testing';
import { GOODS_EVALUATE_CONFIG_KEY } from '../catalogue';
import { seedGoodsFixture, type GoodsFixture } from '../catalogue/goods-list.fixture';
import { insertTestOrder } from '../order/order.testing';
import { setConfig } from '../settings';

type Row = {
  evaluate_id: number;
  goods_id: number;
  sku_name: string;
  shop_name: string;
  member_name: string;
  is_anonymous: boolean;
  scores: number;
  content: string;
  explain_first: string;
  again_content: string;
  again_explain: string;
  state: string;
  order_id: number;
};
type Page = { count: number; page_count: number; list: Row[] };
type GoodsPage = {
  count: number;
  list: { content: string; explain_first: string; again_content: string; again_explain: string }[];
};

describe('console evaluations /staff/api/goodsevaluate/*', () => {
  let t: TestApp;
  let f: GoodsFixture;
  let buyer = '';
  const s: Record<string, ConsoleSession> = {};
  const staff = <T>(who: string, verb: string, body: object = {}) =>
    consolePost<T>(t, s[who]!, `/staff/api/goodsevaluate/${verb}`, body);
  const list = (who: string, body: object = {}) => staff<Page>(who, 'lists', body);
  const goodsPage = (goodsId: number) =>
    t.call<GoodsPage>('/api/goodsevaluate/page', { goods_id: goodsId, page_size: 50 });
  const evaluateNum = async (goodsId: number) =>
    (await t.database.db.select().from(goods).where(eq(goods.goodsId, goodsId)))[0]!.evaluateNum;
  const audits = (action: string, id: number) =>
    t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.targetId, String(id))));
  const ids = { capsule: 0, herbal: 0, anonymous: 0 };

  /** The buyer evaluates a completed order of one line of `key` with `scores` and `content`. */
  const evaluated = async (
    memberId: number,
    key: 'amoxCapsule' | 'banlangen' | 'ibuprofen',
    scores: number,
    content: string,
    anonymous = false,
  ) => {
    const { orderId } = await insertTestOrder(t, {
      memberId,
      siteId: key === 'banlangen' ? f.sites.other : f.sites.own,
      moneyFen: 1_000,
      status: 10,
      lines: [{ goodsId: f.goodsOf[key], skuId: f.skuOf[key], num: 1 }],
    });
    const info = await t.call<{ list: { order_goods_id: number }[] }>('/api/order/evluateinfo', {
      order_id: orderId,
      token: buyer,
    });
    const res = await t.call('/api/goodsevaluate/add', {
      order_id: orderId,
      goods_evaluate: [
        {
          order_goods_id: info.data.list[0]!.order_goods_id,
          scores,
          content,
          is_anonymous: anonymous,
        },
      ],
      token: buyer,
    });
    expect(res.code).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(goodsEvaluate)
      .where(eq(goodsEvaluate.orderId, orderId));
    return { orderId, evaluateId: row!.evaluateId };
  };

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedGoodsFixture(t.database.db);
    await setConfig(t.database.db, GOODS_EVALUATE_CONFIG_KEY, {
      evaluate_show: 1,
      evaluate_audit: 1,
    });
    const buyerId = await addMember(t, { username: 'consolebuyer', nickname: '惠民大药房' });
    buyer = await loginToken(t, 'consolebuyer');
    s.operator = await consoleSession(t, { role: 'operator', siteId: f.sites.own });
    s.otherShop = await consoleSession(t, { role: 'operator', siteId: f.sites.other });
    s.admin = await consoleSession(t, { role: 'admin', siteId: f.sites.own, platform: true });
    s.finance = await consoleSession(t, { role: 'finance', siteId: f.sites.own });
    ids.capsule = (await evaluated(buyerId, 'amoxCapsule', 2, '外箱压坏了两盒')).evaluateId;
    ids.herbal = (await evaluated(buyerId, 'banlangen', 5, '板蓝根效期新鲜')).evaluateId;
    ids.anonymous = (await evaluated(buyerId, 'ibuprofen', 4, '发货快', true)).evaluateId;
  });
  afterAll(() => t.close());

  it('lists the shop’s evaluations newest first, with the buyer’s real name', async () => {
    const res = await list('operator');
    expect(res.code).toBe(0);
    expect(res.data.list.map((r) => r.evaluate_id)).toEqual([ids.anonymous, ids.capsule]);
    expect(res.data.list[0]).toMatchObject({
      member_name: '惠民大药房',
      is_anonymous: true,
      state: 'waiting',
      content: '发货快',
      shop_name: '康源自营店',
    });
    expect(res.data.list[0]!.order_id).toBeGreaterThan(0);
    // The platform sees every shop; the other shop only its own.
    expect((await list('admin')).data.count).toBe(3);
    expect((await list('otherShop')).data.list.map((r) => r.evaluate_id)).toEqual([ids.herbal]);
  });

  it('filters by goods name, stars, visibility and reply', async () => {
    const only = async (body: object) =>
      (await list('admin', body)).data.list.map((r) => r.evaluate_id).sort();
    expect(await only({ keyword: '板蓝根' })).toEqual([ids.herbal]);
    expect(await only({ keyword: '%' })).toEqual([]);
    expect(await only({ scores: '2' })).toEqual([ids.capsule]);
    expect(await only({ state: 'waiting' })).toHaveLength(3);
    expect(await only({ state: 'shown' })).toEqual([]);
    expect(await only({ replied: 'no' })).toHaveLength(3);
    expect(await only({ replied: 'yes' })).toEqual([]);
    const paged = await list('admin', { page: 2, page_size: 2 });
    expect(paged.data).toMatchObject({ count: 3, page_count: 2 });
    expect(paged.data.list).toHaveLength(1);
  });

  it('refuses bad filters and bodies with a clear message', async () => {
    for (const body of [{ scores: 6 }, { state: 'deleted' }, { replied: 'maybe' }, { page: 0 }]) {
      const res = await list('admin', body);
      expect(res.code, JSON.stringify(body)).toBe(-1);
      expect(res.message).toMatch(/^参数错误/);
    }
    for (const body of [
      { evaluate_id: ids.capsule, target: 'first', content: '' },
      { evaluate_id: ids.capsule, target: 'first', content: 'x'.repeat(501) },
      { evaluate_id: ids.capsule, target: 'third', content: '感谢' },
      { evaluate_id: 'x', target: 'first', content: '感谢反馈' },
    ])
      expect((await staff('admin', 'reply', body)).code).toBe(-1);
    expect((await staff('admin', 'hide', { evaluate_id: -3 })).code).toBe(-1);
  });

  it('answers another shop’s or an unknown evaluation as not found, and changes nothing', async () => {
    const notFound = { code: -1, message: '评价不存在' };
    expect(
      await staff('otherShop', 'reply', {
        evaluate_id: ids.capsule,
        target: 'first',
        content: '非本店回复',
      }),
    ).toMatchObject(notFound);
    expect(await staff('otherShop', 'show', { evaluate_id: ids.capsule })).toMatchObject(notFound);
    expect(await staff('operator', 'hide', { evaluate_id: 999_999 })).toMatchObject(notFound);
    const [row] = await t.database.db
      .select()
      .from(goodsEvaluate)
      .where(eq(goodsEvaluate.evaluateId, ids.capsule));
    expect(row).toMatchObject({ explainFirst: '', isAudit: 0 });
  });

  it('is refused to a role without evaluate.manage', async () => {
    expect(await list('finance')).toMatchObject({ code: -1, message: '当前账号无权进行此操作' });
  });

  it('replies, approves and hides; the goods page and its count follow; every write audited', async () => {
    const goodsId = f.goodsOf.amoxCapsule;
    const before = await evaluateNum(goodsId);
    const reply = await staff<Row>('operator', 'reply', {
      evaluate_id: ids.capsule,
      target: 'first',
      content: '非常抱歉，已安排补发两盒',
    });
    expect(reply).toMatchObject({
      code: 0,
      data: { explain_first: '非常抱歉，已安排补发两盒', state: 'waiting' },
    });
    expect((await audits('evaluate.reply', ids.capsule))[0]).toMatchObject({
      before: { explain_first: '' },
      after: { explain_first: '非常抱歉，已安排补发两盒' },
      targetType: 'goods_evaluate',
      siteId: f.sites.own,
    });
    expect((await goodsPage(goodsId)).data.count).toBe(0);

    expect((await staff<Row>('operator', 'show', { evaluate_id: ids.capsule })).data.state).toBe(
      'shown',
    );
    expect(await evaluateNum(goodsId)).toBe(before + 1);
    expect((await goodsPage(goodsId)).data.list).toMatchObject([
      { content: '外箱压坏了两盒', explain_first: '非常抱歉，已安排补发两盒' },
    ]);
    // Showing again changes nothing and writes no second record.
    await staff('operator', 'show', { evaluate_id: ids.capsule });
    expect(await evaluateNum(goodsId)).toBe(before + 1);
    expect(await audits('evaluate.show', ids.capsule)).toHaveLength(1);

    expect((await staff<Row>('operator', 'hide', { evaluate_id: ids.capsule })).data.state).toBe(
      'hidden',
    );
    expect(await evaluateNum(goodsId)).toBe(before);
    expect((await goodsPage(goodsId)).data.count).toBe(0);
    expect((await audits('evaluate.hide', ids.capsule))[0]).toMatchObject({
      before: { is_audit: 1 },
      after: { is_audit: -1 },
    });
    expect(
      (await list('operator', { state: 'hidden' })).data.list.map((r) => r.evaluate_id),
    ).toEqual([ids.capsule]);
    // Hiding one waiting for review does not touch the count.
    await staff('operator', 'hide', { evaluate_id: ids.anonymous });
    expect(await evaluateNum(f.goodsOf.ibuprofen)).toBe(0);
  });

  it('replies to a follow-up only once the buyer wrote one; the goods page shows both', async () => {
    const goodsId = f.goodsOf.banlangen;
    expect(
      await staff('admin', 'reply', { evaluate_id: ids.herbal, target: 'again', content: '谢谢' }),
    ).toMatchObject({ code: -1, message: '买家尚未追评，不能回复追评' });
    const [row] = await t.database.db
      .select()
      .from(goodsEvaluate)
      .where(eq(goodsEvaluate.evaluateId, ids.herbal));
    const again = await t.call('/api/goodsevaluate/again', {
      order_id: row!.orderId,
      goods_evaluate: [{ order_goods_id: row!.orderGoodsId, again_content: '回购第三次了' }],
      token: buyer,
    });
    expect(again.code).toBe(0);
    expect((await list('admin', { replied: 'no' })).data.list.map((r) => r.evaluate_id)).toContain(
      ids.herbal,
    );
    await staff('admin', 'reply', {
      evaluate_id: ids.herbal,
      target: 'first',
      content: '感谢好评',
    });
    await staff('admin', 'reply', {
      evaluate_id: ids.herbal,
      target: 'again',
      content: '感谢您的长期支持',
    });
    await staff('admin', 'show', { evaluate_id: ids.herbal });
    // The capsule's evaluation was answered above; it has no follow-up waiting.
    expect((await list('admin', { replied: 'yes' })).data.list.map((r) => r.evaluate_id)).toEqual([
      ids.herbal,
      ids.capsule,
    ]);
    expect((await goodsPage(goodsId)).data.list).toMatchObject([
      {
        content: '板蓝根效期新鲜',
        explain_first: '感谢好评',
        again_content: '回购第三次了',
        again_explain: '感谢您的长期支持',
      },
    ]);
    expect(await audits('evaluate.reply', ids.herbal)).toHaveLength(2);
  });
});
