import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsEvaluate, order } from '../../db/schema';
import { isUniqueViolation } from '../../lib/unique-violation';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken } from '../auth/testing';
import { insertOrderEvaluates } from '../catalogue';
import { seedGoodsFixture, type GoodsFixture } from '../catalogue/goods-list.fixture';
import { insertTestOrder } from '../order/order.testing';

/** Real concurrent transactions need real PostgreSQL (PGlite runs one at a time). */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'evaluations under concurrency (PostgreSQL)',
  () => {
    let t: TestApp;
    let f: GoodsFixture;
    let token = '';
    let memberId = 0;

    const completedOrder = async () => {
      const { orderId } = await insertTestOrder(t, {
        memberId,
        siteId: f.sites.own,
        moneyFen: 2_500,
        status: 10,
        lines: [{ goodsId: f.goodsOf.amoxCapsule, skuId: f.skuOf.amoxCapsule, num: 2 }],
      });
      const info = await t.call<{ list: { order_goods_id: number; goods_id: number }[] }>(
        '/api/order/evluateinfo',
        { order_id: orderId, token },
      );
      return { orderId, line: info.data.list[0]! };
    };
    const rowsOf = (orderId: number) =>
      t.database.db.select().from(goodsEvaluate).where(eq(goodsEvaluate.orderId, orderId));
    const race = (path: string, body: object) =>
      Promise.all(
        Array.from({ length: 10 }, () => t.call<{ is_evaluate: number }>(path, { ...body, token })),
      );

    beforeAll(async () => {
      t = await createTestApp();
      f = await seedGoodsFixture(t.database.db);
      memberId = await addMember(t, { username: 'evalracer' });
      token = await loginToken(t, 'evalracer');
    });
    afterAll(() => t.close());

    it('10 adds of one order at once: one evaluation, nine refusals', async () => {
      const { orderId, line } = await completedOrder();
      const results = await race('/api/goodsevaluate/add', {
        order_id: orderId,
        goods_evaluate: [{ order_goods_id: line.order_goods_id, scores: 5, content: '好' }],
      });
      expect(results.filter((r) => r.code === 0)).toHaveLength(1);
      for (const r of results.filter((r) => r.code !== 0))
        expect(r).toMatchObject({ code: -1, message: '该订单已评价，请勿重复提交' });
      expect(await rowsOf(orderId)).toHaveLength(1);
    });

    it('10 follow-ups at once: one written, nine refusals', async () => {
      const { orderId, line } = await completedOrder();
      await t.call('/api/goodsevaluate/add', {
        order_id: orderId,
        goods_evaluate: [{ order_goods_id: line.order_goods_id, scores: 4 }],
        token,
      });
      const results = await race('/api/goodsevaluate/again', {
        order_id: orderId,
        goods_evaluate: [{ order_goods_id: line.order_goods_id, again_content: '回购了' }],
      });
      expect(results.filter((r) => r.code === 0)).toHaveLength(1);
      for (const r of results.filter((r) => r.code !== 0))
        expect(r).toMatchObject({ code: -1, message: '该订单已追加评价，不能再次追评' });
      const [o] = await t.database.db.select().from(order).where(eq(order.orderId, orderId));
      expect(o!.isEvaluate).toBe(2);
    });

    it('the unique index alone refuses a second evaluation of a line written at once', async () => {
      const { orderId, line } = await completedOrder();
      const row = {
        orderId,
        orderGoodsId: line.order_goods_id,
        goodsId: line.goods_id,
        skuId: f.skuOf.amoxCapsule,
        memberId,
        memberName: 'racer',
        memberHeadimg: '',
        isAnonymous: false,
        scores: 5,
        content: '',
        images: [],
        isAudit: 0 as const,
      };
      const outcomes = await Promise.allSettled(
        Array.from({ length: 4 }, () =>
          t.database.db.transaction((tx) => insertOrderEvaluates(tx, [row])),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const o of outcomes)
        if (o.status === 'rejected') expect(isUniqueViolation(o.reason)).toBe(true);
      expect(await rowsOf(orderId)).toHaveLength(1);
    });
  },
);
