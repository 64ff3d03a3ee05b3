import type { PointCreated } from '@shop/contracts/point';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsSku, member, memberPointLog, order, pointExchange } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addBuyer, addCategory, addGoods, addShop } from '../order/order-create.fixtures';
import { addPointItem, keyOf, setPoints } from './point.fixtures';

/**
 * Points exchange races on real PostgreSQL (PGlite runs one query at a time): one member spending
 * more points than they have at once, many members racing for an item's last units, and one
 * submit sent several times at once.
 */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'points exchange under concurrency',
  () => {
    let t: TestApp;
    let siteId: number;
    let sku: { goodsId: number; skuId: number };

    beforeAll(async () => {
      t = await createTestApp();
      siteId = await addShop(t.database.db, {
        name: '康源自营店',
        deliveryTypes: ['express'],
        freightFen: 0,
        freeFreightFen: 0,
      });
      const categoryId = await addCategory(t.database.db);
      sku = await addGoods(t.database.db, {
        siteId,
        categoryId,
        name: '医用外科口罩',
        priceFen: 1500,
        stock: 1000,
      });
    });
    afterAll(() => t.close());

    const exchange = (token: string, id: number, idempotency_key: string) =>
      t.call<PointCreated>('/pointexchange/api/ordercreate/create', {
        token,
        id,
        num: 1,
        idempotency_key,
      });

    const summary = (answers: { code: number; message: string }[]) => {
      const messages = new Map<string, number>();
      for (const a of answers.filter((x) => x.code !== 0))
        messages.set(a.message, (messages.get(a.message) ?? 0) + 1);
      return [...messages].map(([m, n]) => `${n} x ${m}`).join(' | ');
    };

    it('1,000 points, 20 exchanges of 100 at once: exactly 10, points 0, ledger adds up', async () => {
      const db = t.database.db;
      const buyer = await addBuyer(db, 'spender');
      await setPoints(db, buyer.memberId, 1000);
      const id = await addPointItem(db, {
        type: 1,
        siteId,
        skuId: sku.skuId,
        name: '口罩',
        point: 100,
      });
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => exchange(buyer.token, id, keyOf('spend', i))),
      );
      const ms = Math.round(performance.now() - started);
      const ok = answers.filter((a) => a.code === 0);
      const [m] = await db
        .select({ point: member.point })
        .from(member)
        .where(eq(member.memberId, buyer.memberId));
      const [ledger] = await db
        .select({
          sum: sql<number>`coalesce(sum(${memberPointLog.change}), 0)`,
          rows: sql<number>`count(*)`,
          lowest: sql<number>`min(${memberPointLog.pointAfter})`,
        })
        .from(memberPointLog)
        .where(eq(memberPointLog.memberId, buyer.memberId));
      const orders = await db.select().from(order).where(eq(order.memberId, buyer.memberId));
      console.warn(
        `[points race] 20 exchanges of 100 with 1000 points in ${ms} ms: ${ok.length} succeeded, points left ${m!.point}, ledger ${Number(ledger!.rows)} rows summing ${Number(ledger!.sum)} (lowest balance ${Number(ledger!.lowest)}), ${orders.length} orders; refusals: ${summary(answers)}`,
      );
      expect(ok).toHaveLength(10);
      expect(m!.point).toBe(0);
      expect(Number(ledger!.sum)).toBe(-1000);
      expect(Number(ledger!.rows)).toBe(10);
      expect(Number(ledger!.lowest)).toBe(0);
      expect(orders).toHaveLength(10);
      expect(orders.every((o) => o.point === 100 && o.orderType === 'point')).toBe(true);
      expect(ok.map((a) => a.data.point_left).sort((a, b) => a - b)).toEqual([
        0, 100, 200, 300, 400, 500, 600, 700, 800, 900,
      ]);
      for (const a of answers.filter((x) => x.code !== 0)) expect(a.message).toMatch(/积分不足/);
    }, 120_000);

    it('30 members race for an item with 5 units: exactly 5 exchanged', async () => {
      const db = t.database.db;
      const id = await addPointItem(db, {
        type: 1,
        siteId,
        skuId: sku.skuId,
        name: '口罩 限量',
        point: 10,
        stock: 5,
      });
      const stockOf = async () =>
        (
          await db
            .select({ stock: goodsSku.stock })
            .from(goodsSku)
            .where(eq(goodsSku.skuId, sku.skuId))
        )[0]!.stock;
      const before = await stockOf();
      const buyers = [];
      for (let i = 0; i < 30; i += 1) {
        const b = await addBuyer(db, `racer${i}`);
        await setPoints(db, b.memberId, 100);
        buyers.push(b);
      }
      const started = performance.now();
      const answers = await Promise.all(
        buyers.map((b, i) => exchange(b.token, id, keyOf('stock', i))),
      );
      const ms = Math.round(performance.now() - started);
      const ok = answers.filter((a) => a.code === 0);
      const [item] = await db.select().from(pointExchange).where(eq(pointExchange.id, id));
      const after = await stockOf();
      const [spent] = await db
        .select({ sum: sql<number>`coalesce(sum(${memberPointLog.change}), 0)` })
        .from(memberPointLog)
        .where(eq(memberPointLog.exchangeId, id));
      console.warn(
        `[points race] 30 members for 5 units in ${ms} ms: ${ok.length} exchanged, sold_num ${item!.soldNum}, SKU stock ${before} -> ${after}, points spent ${-Number(spent!.sum)}; refusals: ${summary(answers)}`,
      );
      expect(ok).toHaveLength(5);
      expect(item!.soldNum).toBe(5);
      expect(after).toBe(before - 5);
      expect(Number(spent!.sum)).toBe(-50);
      for (const a of answers.filter((x) => x.code !== 0))
        expect(a.message).toMatch(/口罩 限量 (已兑完|库存不足)/);
    }, 120_000);

    it('the same submit sent 5 times at once exchanges once and answers all alike', async () => {
      const db = t.database.db;
      const buyer = await addBuyer(db, 'twice');
      await setPoints(db, buyer.memberId, 500);
      const id = await addPointItem(db, {
        type: 1,
        siteId,
        skuId: sku.skuId,
        name: '口罩 重复',
        point: 100,
      });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => exchange(buyer.token, id, keyOf('same', 1))),
      );
      const logs = await db
        .select()
        .from(memberPointLog)
        .where(eq(memberPointLog.memberId, buyer.memberId));
      console.warn(
        `[points race] one key x5: codes ${answers.map((a) => a.code).join(',')}, order ids ${answers.map((a) => a.data?.order_id).join(',')}, ledger rows ${logs.length}`,
      );
      expect(answers.every((a) => a.code === 0)).toBe(true);
      expect(new Set(answers.map((a) => a.data.order_id)).size).toBe(1);
      expect(logs).toHaveLength(1);
    }, 60_000);
  },
);
