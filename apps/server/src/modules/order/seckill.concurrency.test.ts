import type { OrderCreated } from '@shop/contracts/order';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsSku, orderGoods, promotionGoods } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  addBuyer,
  addCategory,
  addGoods,
  addPromotion,
  addShop,
  confirmedFor,
} from './order-create.fixtures';

const BUYERS = 100;
const SECKILL_STOCK = 10;
const LIMIT = 2;
const GOODS_STOCK = 1000;

/**
 * A flash sale on real PostgreSQL (PGlite runs one query at a time and can never show a race):
 * 100 buyers at once for a seckill of 10 units with a limit of 2 each, some buyers twice at once.
 */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('seckill under concurrency', () => {
  let t: TestApp;
  let item: { goodsId: number; skuId: number };
  let promotionGoodsId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const siteId = await addShop(db, {
      name: '秒杀旗舰店',
      deliveryTypes: ['express'],
      freightFen: 0,
      freeFreightFen: 0,
    });
    const categoryId = await addCategory(db);
    item = await addGoods(db, {
      siteId,
      categoryId,
      name: '乌鸡白凤丸',
      priceFen: 1330,
      stock: GOODS_STOCK,
    });
    promotionGoodsId = (
      await addPromotion(db, siteId, 'seckill', {
        ...item,
        priceFen: 1060,
        goodsLimit: LIMIT,
        stock: SECKILL_STOCK,
      })
    ).promotionGoodsId;
  });
  afterAll(() => t.close());

  it('sells exactly its 10 units, at most 2 to anyone, the goods stock matching', async () => {
    const db = t.database.db;
    const buyers = [];
    for (let i = 0; i < BUYERS; i += 1) buyers.push(await addBuyer(db, `flash${i}`));
    // Every buyer confirmed 2 or 3 units before the sale went out: 2 at the seckill price.
    const confirmedOf = [
      await confirmedFor(t, buyers[0]!.token, { sku_id: item.skuId, num: 2 }),
      await confirmedFor(t, buyers[1]!.token, { sku_id: item.skuId, num: 3 }),
    ];
    expect(confirmedOf.map((c) => c.order_money)).toEqual(['21.20', '34.50']);
    // Every buyer submits 2 or 3 units; every fifth buyer submits twice at once (two keys).
    const submits = buyers.flatMap((b, i) => {
      const one = (n: number) => ({
        token: b.token,
        sku_id: item.skuId,
        num: 2 + (i % 2),
        idempotency_key: `flash-${String(i).padStart(3, '0')}-${n}-aaaaaaaaaaaa`,
        confirmed: confirmedOf[i % 2],
      });
      return i % 5 === 0 ? [one(1), one(2)] : [one(1)];
    });
    const started = performance.now();
    const answers = await Promise.all(
      submits.map((body) => t.call<OrderCreated>('/api/ordercreate/create', body)),
    );
    const ms = Math.round(performance.now() - started);
    const ok = answers.filter((a) => a.code === 0);
    const refused = answers.filter((a) => a.code !== 0);
    const messages = new Map<string, number>();
    for (const a of refused) messages.set(a.message, (messages.get(a.message) ?? 0) + 1);

    const perBuyer = await db
      .select({
        memberId: orderGoods.memberId,
        promo: sql<number>`sum(${orderGoods.promotionNum})::int`,
        units: sql<number>`sum(${orderGoods.num})::int`,
      })
      .from(orderGoods)
      .where(eq(orderGoods.skuId, item.skuId))
      .groupBy(orderGoods.memberId);
    const promoUnits = perBuyer.reduce((a, r) => a + Number(r.promo), 0);
    const allUnits = perBuyer.reduce((a, r) => a + Number(r.units), 0);
    const atSeckill = perBuyer.filter((r) => Number(r.promo) > 0).length;
    console.warn(
      `[seckill race] ${submits.length} submits from ${BUYERS} buyers in ${ms} ms: ${ok.length} orders ` +
        `(${atSeckill} buyers at the seckill price, ${promoUnits} seckill units, ${allUnits} units in all), ` +
        `${refused.length} refused: ${[...messages].map(([m, n]) => `${n} x ${m}`).join(' | ')}`,
    );

    for (const a of answers) expect(a.code === 0 || a.code === -1).toBe(true);
    // Sold out before a buyer's submit priced it: the seckill price is gone, so the submit is
    // refused with the new figures (never an order at a price the buyer did not confirm).
    for (const a of refused) expect(a.message).toMatch(/乌鸡白凤丸|繁忙|稍后|价格已变化/);
    const confirmedMoney = new Set(confirmedOf.map((c) => c.order_money));
    for (const a of ok) expect(confirmedMoney.has(a.data.pay_money)).toBe(true);
    expect(promoUnits).toBe(SECKILL_STOCK);
    for (const r of perBuyer) expect(Number(r.promo)).toBeLessThanOrEqual(LIMIT);
    const [pg] = await db
      .select()
      .from(promotionGoods)
      .where(eq(promotionGoods.id, promotionGoodsId));
    expect(pg!.soldNum).toBe(SECKILL_STOCK);
    const [sku] = await db.select().from(goodsSku).where(eq(goodsSku.skuId, item.skuId));
    expect(sku!.stock).toBe(GOODS_STOCK - allUnits);
    expect(sku!.saleNum).toBe(allUnits);
  }, 180_000);
});
