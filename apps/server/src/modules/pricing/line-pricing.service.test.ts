import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order, orderGoods, promotionGoods } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertTestOrder } from '../order/order.testing';
import { type CartFixture, newBuyer, seedCartFixture } from '../cart/cart.testing';
import { priceBundleItems, priceSkuItems } from './line-pricing.service';

describe('line pricing', () => {
  let t: TestApp;
  let f: CartFixture;
  let buyer: number;
  let clinicBuyer: number;

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedCartFixture(t.database.db);
    buyer = (await newBuyer(t.database.db)).memberId;
    clinicBuyer = (await newBuyer(t.database.db, f.clinicLabelId)).memberId;
  }, 120_000);
  afterAll(() => t.close());

  const price = (skuId: number, num: number, memberId = buyer) =>
    priceSkuItems(t.database.db, memberId, [{ skuId, num }]).then((r) => r[0]!);

  it('answers the lines in the order asked, with the member price as base', async () => {
    const { plain, seckill } = f.goods;
    const lines = await priceSkuItems(t.database.db, buyer, [
      { skuId: seckill.skuId, num: 1 },
      { skuId: plain.skuId, num: 2 },
    ]);
    expect(lines.map((l) => l.skuId)).toEqual([seckill.skuId, plain.skuId]);
    const p = lines[1]!;
    expect(p.promotion).toBeNull(); // the ended seckill does not count
    expect(p.terms).toEqual({ kind: 'none' });
    expect(p.priced).toMatchObject({ basePriceFen: 900, subtotalFen: 1800, isMemberPrice: true });
    expect(p.unit).toBe('盒');
    expect(p.valid).toBe(true);
  });

  it('limits the seckill price to goods_limit units', async () => {
    const line = await price(f.goods.seckill.skuId, 5);
    expect(line.promotion).toMatchObject({ kind: 'seckill', label: '秒杀', goodsLimit: 3 });
    expect(line.priced).toMatchObject({ discountNum: 3, fullNum: 2, subtotalFen: 8500 });
    expect(line.priced.goodsMoneyFen).toBe(10000);
  });

  it('counts the seckill units bought in earlier orders against the per-buyer limit', async () => {
    const db = t.database.db;
    const { seckill } = f.goods;
    const member = (await newBuyer(db)).memberId;
    const promotionId = (await price(seckill.skuId, 1, member)).promotion!.promotionId;
    const { orderId } = await insertTestOrder(t, {
      memberId: member,
      siteId: seckill.siteId,
      moneyFen: 3000,
      lines: [{ goodsId: seckill.goodsId, skuId: seckill.skuId, num: 2, priceFen: 2000 }],
    });
    await db
      .update(orderGoods)
      .set({ promotionId, promotionNum: 2, promotionType: 'seckill' })
      .where(eq(orderGoods.orderId, orderId));
    // limit 3, 2 bought: 1 × 15.00 + 4 × 20.00
    const one = await price(seckill.skuId, 5, member);
    expect(one.priced).toMatchObject({ discountNum: 1, fullNum: 4, subtotalFen: 9500 });
    expect(one.buyerLimit).toEqual({ goodsLimit: 3, bought: 2 });
    // Two lines of the goods in one pricing share what is left.
    const [a, b] = await priceSkuItems(db, member, [
      { skuId: seckill.skuId, num: 1 },
      { skuId: seckill.skuId, num: 1 },
    ]);
    expect([a!.priced.discountNum, b!.priced.discountNum]).toEqual([1, 0]);
    expect(b!.promotion).toBeNull();
    await db.update(orderGoods).set({ promotionNum: 3 }).where(eq(orderGoods.orderId, orderId));
    const used = await price(seckill.skuId, 2, member);
    expect(used.promotion).toBeNull();
    expect(used.priced).toMatchObject({ discountNum: 0, subtotalFen: 4000 });
    // The cart can say why: the limit is used up.
    expect(used.buyerLimit).toEqual({ goodsLimit: 3, bought: 3 });
    // A closed order gives its units back.
    await db.update(order).set({ orderStatus: -1 }).where(eq(order.orderId, orderId));
    expect((await price(seckill.skuId, 5, member)).priced.discountNum).toBe(3);
  });

  it('caps the seckill by what is left of its own stock, and stops pricing when it is sold out', async () => {
    const { goodsId } = f.goods.seckill;
    const setStock = (stock: number, soldNum: number) =>
      t.database.db
        .update(promotionGoods)
        .set({ stock, soldNum })
        .where(eq(promotionGoods.goodsId, goodsId));
    await setStock(10, 8);
    const partly = await price(f.goods.seckill.skuId, 5);
    expect(partly.priced).toMatchObject({
      discountNum: 2,
      fullNum: 3,
      subtotalFen: 2 * 1500 + 3 * 2000,
    });
    await setStock(10, 10);
    const soldOut = await price(f.goods.seckill.skuId, 5);
    expect(soldOut.promotion).toBeNull();
    expect(soldOut.priced).toMatchObject({ discountNum: 0, subtotalFen: 5 * 2000 });
    await setStock(0, 0);
  });

  it('prefers discount over wholesale and applies goods_min', async () => {
    const below = await price(f.goods.discount.skuId, 1);
    expect(below.promotion?.kind).toBe('discount');
    expect(below.priced).toMatchObject({ belowMinimum: 2, subtotalFen: 1000 });
    const at = await price(f.goods.discount.skuId, 3);
    expect(at.priced.subtotalFen).toBe(2400);
  });

  it('prices wholesale tiers at their boundaries with the default unit 个', async () => {
    const sku = f.goods.wholesale.skuId;
    const cases: [number, number][] = [
      [9, 9000],
      [10, 9000],
      [49, 44100],
      [50, 40000],
      [70, 60 * 800 + 10 * 1000],
    ];
    for (const [num, fen] of cases) expect((await price(sku, num)).priced.subtotalFen).toBe(fen);
    const line = await price(sku, 10);
    expect(line.unit).toBe('个');
    expect(line.promotion?.priceJson).toEqual([
      { num: 10, limitNum: 0, priceFen: 900 },
      { num: 50, limitNum: 60, priceFen: 800 },
    ]);
  });

  it('adds exchange units of the same SKU and checks stock for both', async () => {
    const sku = f.goods.getfree.skuId;
    const ten = await price(sku, 10);
    expect(ten.exchangeGoods?.skuId).toBe(sku);
    expect(ten.exchangeGoods?.unit).toBe('件');
    expect(ten.priced.exchange).toMatchObject({ num: 1, priceFen: 100 });
    expect(ten.priced).toMatchObject({ subtotalFen: 5100, goodsMoneyFen: 5500 });
    expect(ten.valid).toBe(true);
    const twenty = await price(sku, 20);
    expect(twenty.priced.subtotalFen).toBe(10000 + 150);
    expect(twenty.valid).toBe(true); // 20 + 3 <= 25
    const over = await price(sku, 23); // 23 + 3 > 25
    expect(over.valid).toBe(false);
    // The one judge's message: at most 22 of the 25 (3 go to the exchange).
    expect(over.invalidReason).toEqual({
      key: 'cart.num_above_stock',
      params: { max: 22, unit: '件' },
    });
  });

  it('brings another goods as the exchange goods when the rules name it', async () => {
    const line = await price(f.goods.getfreeOther.skuId, 2);
    expect(line.exchangeGoods?.skuId).toBe(f.goods.plain.skuId);
    expect(line.terms).toMatchObject({ kind: 'getfree', exchangeBasePriceFen: 900 });
    expect(line.priced).toMatchObject({ subtotalFen: 1300, goodsMoneyFen: 2100 });
  });

  it('marks off-sale, sold-out, forbidden and over-limit lines invalid', async () => {
    expect((await price(f.goods.offSale.skuId, 1)).invalidReason?.key).toBe('cart.goods_off_sale');
    expect((await price(f.goods.soldOut.skuId, 1)).invalidReason?.key).toBe('cart.out_of_stock');
    const forbidden = await price(f.goods.controlled.skuId, 1);
    expect(forbidden).toMatchObject({
      valid: false,
      invalidReason: { key: 'cart.not_buy_msg', params: { message: '仅限诊所购买' } },
      notBuyMsg: '仅限诊所购买',
      mayBuy: false,
    });
    expect((await price(f.goods.controlled.skuId, 1, clinicBuyer)).valid).toBe(true);
    expect((await price(f.goods.maxBuy.skuId, 6)).invalidReason).toEqual({
      key: 'cart.num_above_max_buy',
      params: { max: 5, unit: '件' },
    });
    expect((await price(f.goods.maxBuy.skuId, 5)).valid).toBe(true);
    expect((await price(999_999, 1)).invalidReason?.key).toBe('cart.goods_unavailable');
  });

  it('prices a bundle and its stock in sets', async () => {
    const [line] = await priceBundleItems(t.database.db, buyer, [
      { blId: f.bundles.running, num: 2 },
    ]);
    expect(line).toMatchObject({ stock: 4, blPriceFen: 3500, valid: true });
    expect(line!.priced).toMatchObject({
      goodsMoneyFen: 10000,
      subtotalFen: 7000,
      promotionMoneyFen: 3000,
    });
    expect(line!.priced.goodsSubtotalsFen.reduce((a, b) => a + b, 0)).toBe(7000);
    expect(line!.goods.map((g) => g.numPerSet)).toEqual([1, 2]);
  });

  it('marks a bundle invalid when its promotion ended or stock is short', async () => {
    const [ended, short] = await priceBundleItems(t.database.db, buyer, [
      { blId: f.bundles.ended, num: 1 },
      { blId: f.bundles.running, num: 5 },
    ]);
    expect(ended!.invalidReason?.key).toBe('cart.bundle_ended');
    expect(short!.invalidReason).toEqual({
      key: 'cart.num_above_stock',
      params: { max: 4, unit: '' },
    });
  });

  it('prices at a given moment: the promotion is not running before it starts', async () => {
    const before = new Date(Date.now() - 5 * 86_400_000);
    const [line] = await priceSkuItems(
      t.database.db,
      buyer,
      [{ skuId: f.goods.seckill.skuId, num: 1 }],
      before,
    );
    expect(line!.promotion).toBeNull();
    expect(line!.priced.subtotalFen).toBe(2000);
  });
});
