import { OrderConfirmSchema, type OrderConfirm, type OrderCreated } from '@shop/contracts/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cart,
  goodsSku,
  order,
  orderIdempotency,
  orderPay,
  promotion,
  promotionGoods,
  shop,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  addBuyer,
  addCartLine,
  addCategory,
  addGoods,
  addPromotion,
  addShop,
  confirmedFor,
} from './order-create.fixtures';

type Ids = { goodsId: number; skuId: number };

/**
 * A price never changes silently between the confirmation the buyer saw (`/calculate`) and the
 * order (`/create`): create compares the buyer's figures with the prices of the moment and
 * refuses, with the new figures, when any differs.
 *
 * Shop: freight 10.00, free from 500.00. 乌鸡白凤丸 13.30, seckill 10.60 (limit 2, own stock 5);
 * 板蓝根颗粒 20.00, discount 15.00; 维生素C片 5.00 without promotion.
 */
describe('order create refuses prices other than the buyer confirmed', () => {
  let t: TestApp;
  let siteId: number;
  let flash: Ids;
  let onSale: Ids;
  let plain: Ids;
  let flashPromotionGoodsId: number;
  let discountPromotionId: number;

  const create = <T = OrderCreated>(token: string, body: object) =>
    t.call<T>('/api/ordercreate/create', { token, ...body });
  const stockOf = async (skuId: number) =>
    (await t.database.db.select().from(goodsSku).where(eq(goodsSku.skuId, skuId)))[0]!.stock;
  const soldOf = async (id: number) =>
    (await t.database.db.select().from(promotionGoods).where(eq(promotionGoods.id, id)))[0]!
      .soldNum;
  const ordersOf = (memberId: number) =>
    t.database.db.select().from(order).where(eq(order.memberId, memberId));
  const paysOf = (memberId: number) =>
    t.database.db.select().from(orderPay).where(eq(orderPay.memberId, memberId));

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    siteId = await addShop(db, {
      name: '康源自营店',
      deliveryTypes: ['express'],
      freightFen: 1000,
      freeFreightFen: 50_000,
    });
    const categoryId = await addCategory(db);
    const goodsOf = (name: string, priceFen: number) =>
      addGoods(db, { siteId, categoryId, name, priceFen, stock: 100 });
    flash = await goodsOf('乌鸡白凤丸', 1330);
    onSale = await goodsOf('板蓝根颗粒', 2000);
    plain = await goodsOf('维生素C片', 500);
    flashPromotionGoodsId = (
      await addPromotion(db, siteId, 'seckill', {
        ...flash,
        priceFen: 1060,
        goodsLimit: 2,
        stock: 5,
      })
    ).promotionGoodsId;
    discountPromotionId = (
      await addPromotion(db, siteId, 'discount', { ...onSale, priceFen: 1500, goodsLimit: 0 })
    ).promotionId;
  });
  afterAll(() => t.close());

  it('creates the order when the prices are those confirmed, whatever the order of the lines', async () => {
    const buyer = await addBuyer(t.database.db, 'steady');
    const cartIds = [
      await addCartLine(t.database.db, {
        memberId: buyer.memberId,
        siteId,
        skuId: plain.skuId,
        num: 4,
      }),
      await addCartLine(t.database.db, {
        memberId: buyer.memberId,
        siteId,
        skuId: flash.skuId,
        num: 1,
      }),
    ];
    const confirmed = await confirmedFor(t, buyer.token, { cart_ids: cartIds });
    // 4 × 5.00 + 1 × 10.60 + 10.00 freight
    expect(confirmed.order_money).toBe('40.60');
    const res = await create(buyer.token, {
      cart_ids: cartIds,
      idempotency_key: 'same-prices-key-0001',
      confirmed: { ...confirmed, lines: [...confirmed.lines].reverse() },
    });
    expect(res).toMatchObject({ code: 0, data: { pay_money: '40.60' } });
    expect(await ordersOf(buyer.memberId)).toHaveLength(1);
  });

  it('refuses, with the new figures, when the seckill sold out after the confirmation', async () => {
    const db = t.database.db;
    const buyer = await addBuyer(db, 'late');
    const line = await addCartLine(db, {
      memberId: buyer.memberId,
      siteId,
      skuId: flash.skuId,
      num: 2,
    });
    const confirmed = await confirmedFor(t, buyer.token, { cart_ids: [line] });
    // 2 × 10.60 + 10.00 freight
    expect(confirmed).toMatchObject({
      order_money: '31.20',
      lines: [{ sku_id: flash.skuId, num: 2, discount_price: '10.60', real_goods_money: '21.20' }],
    });
    // Other buyers take the seckill's last units.
    await db
      .update(promotionGoods)
      .set({ soldNum: 5 })
      .where(eq(promotionGoods.id, flashPromotionGoodsId));
    const stockBefore = await stockOf(flash.skuId);

    const res = await create<OrderConfirm>(buyer.token, {
      cart_ids: [line],
      idempotency_key: 'sold-out-key-000001',
      confirmed,
    });
    expect(res).toMatchObject({ code: -1, message: '价格已变化，请重新确认订单' });
    // The new figures, in the shape /calculate answers: 2 × 13.30 + 10.00 freight.
    const figures = OrderConfirmSchema.parse(res.data);
    expect(figures).toMatchObject({ goods_money: '26.60', promotion_money: '0.00' });
    expect(figures.order_money).toBe('36.60');
    expect(figures.shops[0]!.lines).toMatchObject([
      {
        sku_id: flash.skuId,
        num: 2,
        price: '13.30',
        discount_price: '13.30',
        real_goods_money: '26.60',
        promotion_type: '',
      },
    ]);
    // Nothing happened: no order, no payment, no stock taken, the key unused, the cart kept.
    expect(await ordersOf(buyer.memberId)).toEqual([]);
    expect(await paysOf(buyer.memberId)).toEqual([]);
    expect(await stockOf(flash.skuId)).toBe(stockBefore);
    expect(await soldOf(flashPromotionGoodsId)).toBe(5);
    expect(
      await db.select().from(orderIdempotency).where(eq(orderIdempotency.memberId, buyer.memberId)),
    ).toEqual([]);
    expect(await db.select().from(cart).where(eq(cart.cartId, line))).toHaveLength(1);

    // The buyer saw the new price and submits again: the order is made at 36.60.
    const again = await create(buyer.token, {
      cart_ids: [line],
      idempotency_key: 'sold-out-key-000002',
      confirmed: {
        order_money: figures.order_money,
        lines: figures.shops.flatMap((s) => s.lines),
      },
    });
    expect(again).toMatchObject({ code: 0, data: { pay_money: '36.60' } });
    expect(await stockOf(flash.skuId)).toBe(stockBefore - 2);
    expect(await soldOf(flashPromotionGoodsId)).toBe(5);
  });

  it('refuses when a discount ended after the confirmation, in the buyer’s language', async () => {
    const db = t.database.db;
    const buyer = await addBuyer(db, 'ended');
    const source = { sku_id: onSale.skuId, num: 3 };
    const confirmed = await confirmedFor(t, buyer.token, source);
    // 3 × 15.00 + 10.00 freight
    expect(confirmed.order_money).toBe('55.00');
    await db
      .update(promotion)
      .set({ endAt: new Date(Date.now() - 1000) })
      .where(eq(promotion.promotionId, discountPromotionId));
    const stockBefore = await stockOf(onSale.skuId);

    const res = await create<OrderConfirm>(buyer.token, {
      ...source,
      lang: 'en-us',
      idempotency_key: 'discount-ended-0001',
      confirmed,
    });
    expect(res).toMatchObject({
      code: -1,
      message: 'Prices have changed, please confirm the order again',
    });
    // 3 × 20.00 + 10.00 freight
    expect(OrderConfirmSchema.parse(res.data)).toMatchObject({
      goods_money: '60.00',
      order_money: '70.00',
      shops: [{ lines: [{ sku_id: onSale.skuId, real_goods_money: '60.00' }] }],
    });
    expect(await ordersOf(buyer.memberId)).toEqual([]);
    expect(await paysOf(buyer.memberId)).toEqual([]);
    expect(await stockOf(onSale.skuId)).toBe(stockBefore);
  });

  it('refuses a changed total: the freight of the shop went up', async () => {
    const db = t.database.db;
    const buyer = await addBuyer(db, 'freight');
    const source = { sku_id: plain.skuId, num: 1 };
    const confirmed = await confirmedFor(t, buyer.token, source);
    expect(confirmed.order_money).toBe('15.00');
    await db.update(shop).set({ freightFen: 1200 }).where(eq(shop.siteId, siteId));
    try {
      const res = await create<OrderConfirm>(buyer.token, {
        ...source,
        idempotency_key: 'freight-changed-001',
        confirmed,
      });
      expect(res).toMatchObject({ code: -1, message: '价格已变化，请重新确认订单' });
      expect(res.data).toMatchObject({ delivery_money: '12.00', order_money: '17.00' });
    } finally {
      await db.update(shop).set({ freightFen: 1000 }).where(eq(shop.siteId, siteId));
    }
  });

  it('answers a replay the first result even after the prices changed', async () => {
    const db = t.database.db;
    const buyer = await addBuyer(db, 'replay');
    const source = { sku_id: flash.skuId, num: 1 };
    await db
      .update(promotionGoods)
      .set({ soldNum: 0 })
      .where(eq(promotionGoods.id, flashPromotionGoodsId));
    const body = {
      ...source,
      idempotency_key: 'replay-after-change-1',
      confirmed: await confirmedFor(t, buyer.token, source),
    };
    const first = await create(buyer.token, body);
    expect(first).toMatchObject({ code: 0, data: { pay_money: '20.60' } });
    await db
      .update(promotionGoods)
      .set({ soldNum: 5 })
      .where(eq(promotionGoods.id, flashPromotionGoodsId));
    const replay = await create(buyer.token, body);
    expect(replay).toMatchObject({ code: 0, data: first.data });
    expect(await ordersOf(buyer.memberId)).toHaveLength(1);
  });

  it('requires the confirmed figures', async () => {
    const buyer = await addBuyer(t.database.db, 'blind');
    const res = await create(buyer.token, {
      sku_id: plain.skuId,
      num: 1,
      idempotency_key: 'no-figures-key-0001',
    });
    expect(res.code).toBe(-1);
    expect(await ordersOf(buyer.memberId)).toEqual([]);
  });
});
