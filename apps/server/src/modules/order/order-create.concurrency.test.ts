import type { OrderCreated } from '@shop/contracts/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsSku, order, orderPay } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addBuyer, addCategory, addGoods, addShop, confirmedFor } from './order-create.fixtures';

/**
 * Races on real PostgreSQL (PGlite runs one query at a time and can never show one): many buyers
 * for the last units of a SKU, and one buyer submitting the same checkout twice at once.
 */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('order create under concurrency', () => {
  let t: TestApp;
  let siteId: number;
  let lastUnits: { goodsId: number; skuId: number };
  let plenty: { goodsId: number; skuId: number };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    siteId = await addShop(db, {
      name: '康源自营店',
      deliveryTypes: ['express'],
      freightFen: 1000,
      freeFreightFen: 0,
    });
    const categoryId = await addCategory(db);
    lastUnits = await addGoods(db, {
      siteId,
      categoryId,
      name: '阿莫西林胶囊',
      priceFen: 1250,
      stock: 10,
    });
    plenty = await addGoods(db, {
      siteId,
      categoryId,
      name: '维生素C片',
      priceFen: 500,
      stock: 100,
    });
  });
  afterAll(() => t.close());

  it('50 buyers race for the last 10 units: 10 orders, 40 clear refusals, stock 0', async () => {
    const db = t.database.db;
    const buyers = [];
    for (let i = 0; i < 50; i += 1) buyers.push(await addBuyer(db, `racer${i}`));
    const source = { sku_id: lastUnits.skuId, num: 1 };
    // Every buyer confirmed 12.50 + 10.00 freight before the race.
    const confirmed = await confirmedFor(t, buyers[0]!.token, source);
    expect(confirmed.order_money).toBe('22.50');
    const started = performance.now();
    const answers = await Promise.all(
      buyers.map((b, i) =>
        t.call<OrderCreated>('/api/ordercreate/create', {
          token: b.token,
          ...source,
          idempotency_key: `race-${String(i).padStart(4, '0')}-aaaaaaaaaaaa`,
          confirmed,
        }),
      ),
    );
    const ms = Math.round(performance.now() - started);
    const ok = answers.filter((a) => a.code === 0);
    const refused = answers.filter((a) => a.code !== 0);
    const messages = new Map<string, number>();
    for (const a of refused) messages.set(a.message, (messages.get(a.message) ?? 0) + 1);
    console.warn(
      `[race] ${ok.length} orders, ${refused.length} refused in ${ms} ms; refusals: ${[...messages].map(([m, n]) => `${n} x ${m}`).join(' | ')}`,
    );
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const a of refused) {
      expect(a.code).toBe(-1);
      expect(a.message).toMatch(/阿莫西林胶囊 (库存不足|商品已售罄)/);
    }
    const [sku] = await db.select().from(goodsSku).where(eq(goodsSku.skuId, lastUnits.skuId));
    expect(sku).toMatchObject({ stock: 0, saleNum: 10 });
    const [g] = await db.select().from(goods).where(eq(goods.goodsId, lastUnits.goodsId));
    expect(g).toMatchObject({ stock: 0, saleNum: 10 });
    const orders = await db.select().from(order).where(eq(order.siteId, siteId));
    expect(orders).toHaveLength(10);
  }, 120_000);

  it('one buyer submitting the same checkout twice at once gets one order', async () => {
    const db = t.database.db;
    const buyer = await addBuyer(db, 'double');
    const source = { sku_id: plenty.skuId, num: 2 };
    const body = {
      token: buyer.token,
      ...source,
      idempotency_key: 'double-submit-key-0001',
      confirmed: await confirmedFor(t, buyer.token, source),
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.call<OrderCreated>('/api/ordercreate/create', body)),
    );
    for (const a of answers) expect(a.code).toBe(0);
    expect(new Set(answers.map((a) => a.data.out_trade_no)).size).toBe(1);
    expect(answers[1]!.data).toEqual(answers[0]!.data);
    const orders = await db.select().from(order).where(eq(order.memberId, buyer.memberId));
    expect(orders).toHaveLength(1);
    const pays = await db.select().from(orderPay).where(eq(orderPay.memberId, buyer.memberId));
    expect(pays).toHaveLength(1);
    const [sku] = await db.select().from(goodsSku).where(eq(goodsSku.skuId, plenty.skuId));
    expect(sku!.stock).toBe(98);
  }, 60_000);
});
