import type { CartLists } from '@shop/contracts/cart';
import type {
  ConsoleNearExpiryPage,
  ConsoleNearExpiryRow,
  GoodsSkuDetail,
  NearExpiryPage,
} from '@shop/contracts/catalogue';
import { ErpStockRowSchema, judgeErpRows, rowKey } from '@shop/contracts/erp';
import type { OrderDetail } from '@shop/contracts/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addShopDays, addShopMonths, shopDay } from '../../lib/shop-day';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { addBuyer, submitOrder } from '../order/order-create.fixtures';
import { orderGoods } from '../order/order.tables';
import { goodsSku } from './catalogue.tables';
import { syncErpStock } from './erp-stock.service';
import { insertErpGoods, seedErpFixture, type ErpFixture } from './erp-sync.testing';

/**
 * The near-expiry zone end to end through the routes (issue 26, ADR 0029): the batches of a stock
 * sync inside the window sell apart from the fresh ones, on their own page and cart line, at the
 * shop's zone price, and the order keeps the expiry the buyer bought.
 */
describe('near-expiry zone (issue 26, ADR 0029)', () => {
  let t: TestApp;
  let fx: ErpFixture;
  let staff: ConsoleSession;
  let both: { goodsId: number; skuId: number };
  let fresh: { goodsId: number; skuId: number };
  let nearOnly: { goodsId: number; skuId: number };
  const today = shopDay(new Date());
  const nearDay = addShopDays(today, 30);
  const nearOnlyDay = addShopDays(today, 20);
  const freshDay = addShopMonths(today, 12);

  async function syncStock(rows: unknown[]) {
    const { accepted } = judgeErpRows(ErpStockRowSchema, rows, rowKey('goods_erp_spid'));
    return syncErpStock(t.database.db, fx.sites.own, accepted, { lang: 'en-US' });
  }
  const batch = (no: string, expiry: string, quantity: number) => ({
    batch_no: no,
    production_date: '2025-01-01',
    expiry_date: expiry,
    quantity,
  });
  const zone = (token?: string) =>
    t.call<NearExpiryPage>('/api/goodssku/nearexpiry', { ...(token ? { token } : {}) });
  const detail = async (skuId: number, token?: string) => {
    const res = await t.call<{ goods_sku_detail: GoodsSkuDetail }>('/api/goodssku/detail', {
      sku_id: skuId,
      ...(token ? { token } : {}),
    });
    return { ...res, data: res.data.goods_sku_detail };
  };
  const consoleCall = <T>(path: string, body: object = {}) => consolePost<T>(t, staff, path, body);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    fx = await seedErpFixture(db);
    const add = (code: string, name: string) =>
      insertErpGoods(db, fx, { siteId: fx.sites.own, code, name, priceFen: 2_000 });
    both = await add('NE001', '阿莫西林胶囊');
    fresh = await add('NE002', '头孢克肟片');
    nearOnly = await add('NE003', '布洛芬缓释胶囊');
    await syncStock([
      {
        goods_erp_spid: 'NE001',
        batches: [batch('B-NEAR', nearDay, 10), batch('B-FRESH', freshDay, 50)],
      },
      { goods_erp_spid: 'NE002', batches: [batch('C-FRESH', freshDay, 30)] },
      { goods_erp_spid: 'NE003', batches: [batch('D-NEAR', nearOnlyDay, 5)] },
    ]);
    staff = await consoleSession(t, { role: 'operator', siteId: fx.sites.own });
  });
  afterAll(() => t.close());

  it('lists the goods with stock in the window, earliest expiry first, without prices for a visitor', async () => {
    const res = await zone();
    expect(res.code).toBe(0);
    expect(res.data.window_months).toBe(6);
    expect(res.data.count).toBe(2);
    expect(res.data.list.map((c) => [c.goods_id, c.near_expiry, c.stock])).toEqual([
      [nearOnly.goodsId, { expiry_date: nearOnlyDay, stock: 5 }, 0],
      [both.goodsId, { expiry_date: nearDay, stock: 10 }, 50],
    ]);
    expect(res.data.list[0]).not.toHaveProperty('price');
  });

  it('prices the zone for a member at the normal price until the shop sets its own', async () => {
    const buyer = await addBuyer(t.database.db, '近效期买家');
    expect((await zone(buyer.token)).data.list[1]!.near_expiry.price).toBe('20.00');
    const set = await consoleCall<ConsoleNearExpiryRow>('/staff/api/nearexpiry/setprice', {
      sku_id: both.skuId,
      near_expiry_price: '15',
    });
    expect(set.code).toBe(0);
    expect(set.data).toMatchObject({
      near_units: 10,
      sold: 0,
      left: 10,
      price: '20.00',
      near_expiry_price: '15.00',
      batches: [{ batch_no: 'B-NEAR', expiry_date: nearDay, quantity: 10 }],
    });
    expect((await zone(buyer.token)).data.list[1]!.near_expiry.price).toBe('15.00');
  });

  it('refuses a zone price above the price and a SKU of another shop, changing nothing', async () => {
    const above = await consoleCall('/staff/api/nearexpiry/setprice', {
      sku_id: both.skuId,
      near_expiry_price: '20.01',
    });
    expect(above).toMatchObject({ code: -1 });
    expect(above.message).toContain('20.00');
    const free = await consoleCall('/staff/api/nearexpiry/setprice', {
      sku_id: both.skuId,
      near_expiry_price: '0.00',
    });
    expect(free.message).toContain('须大于 0');
    const other = await insertErpGoods(t.database.db, fx, {
      siteId: fx.sites.other,
      code: 'NE009',
      name: '别家的药',
    });
    const foreign = await consoleCall('/staff/api/nearexpiry/setprice', {
      sku_id: other.skuId,
      near_expiry_price: '1',
    });
    expect(foreign.code).toBe(-1);
    const [sku] = await t.database.db
      .select({ p: goodsSku.nearExpiryPriceFen })
      .from(goodsSku)
      .where(eq(goodsSku.skuId, both.skuId));
    expect(sku!.p).toBe(1_500);
  });

  it('shows the fresh stock and its expiry on the goods page, the zone stock apart', async () => {
    const buyer = await addBuyer(t.database.db, '详情买家');
    const res = await detail(both.skuId, buyer.token);
    expect(res.data).toMatchObject({
      stock: 50,
      nearest_expiry: freshDay,
      near_expiry: { expiry_date: nearDay, stock: 10, price: '15.00' },
    });
    expect((await detail(fresh.skuId)).data).toMatchObject({
      stock: 30,
      nearest_expiry: freshDay,
      near_expiry: null,
    });
  });

  it('keeps near-expiry units on a cart line of their own, each line within its own stock', async () => {
    const buyer = await addBuyer(t.database.db, '采购单买家');
    const add = (body: object) => t.call<number>('/api/cart/add', { token: buyer.token, ...body });
    expect((await add({ sku_id: both.skuId, num: 3 })).code).toBe(0);
    expect((await add({ sku_id: both.skuId, num: 4, near_expiry: 1 })).code).toBe(0);
    expect((await add({ sku_id: both.skuId, num: 7, near_expiry: 1 })).code).toBe(-1);
    expect((await add({ sku_id: both.skuId, num: 48 })).code).toBe(-1);
    expect((await add({ sku_id: fresh.skuId, num: 1, near_expiry: 1 })).code).toBe(-1);
    const lists = await t.call<CartLists>('/api/cart/goodslists', { token: buyer.token });
    expect(
      lists.data.data.map((l) => [
        l.num,
        l.near_expiry_date,
        l.discount_price,
        l.subtotal,
        l.stock,
      ]),
    ).toEqual([
      [3, null, '20.00', '60.00', 50],
      [4, nearDay, '15.00', '60.00', 10],
    ]);
    expect(lists.data.data[1]!.promotion_label).toBe('近效期');
  });

  it('orders both lines, keeping the expiry bought, and counts the zone sold until the order closes', async () => {
    const buyer = await addBuyer(t.database.db, '下单买家');
    const created = await submitOrder<{ order_ids: number[] }>(t, buyer.token, {
      sku_id: undefined,
      cart_ids: await cartIdsOf(buyer.token, [
        { sku_id: both.skuId, num: 2 },
        { sku_id: both.skuId, num: 4, near_expiry: 1 },
      ]),
      address_id: buyer.addressId,
      idempotency_key: 'near-expiry-order-0001',
    });
    expect(created.code).toBe(0);
    const orderId = created.data.order_ids[0]!;
    const lines = await t.database.db
      .select()
      .from(orderGoods)
      .where(eq(orderGoods.orderId, orderId));
    expect(
      lines
        .map((l) => [l.num, l.promotionType, l.expiryDate, l.discountPriceFen])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [2, '', null, 2_000],
      [4, 'near_expiry', nearDay, 1_500],
    ]);
    const shown = await t.call<OrderDetail>('/api/order/detail', {
      token: buyer.token,
      order_id: orderId,
    });
    expect(shown.data.order_goods.find((l) => l.expiry_date !== null)).toMatchObject({
      expiry_date: nearDay,
      promotion_type: 'near_expiry',
    });
    const listed = async () =>
      (await consoleCall<ConsoleNearExpiryPage>('/staff/api/nearexpiry/lists')).data.list.find(
        (r) => r.goods_id === both.goodsId,
      );
    expect(await listed()).toMatchObject({ near_units: 10, sold: 4, left: 6 });
    expect((await detail(both.skuId)).data).toMatchObject({
      stock: 48,
      near_expiry: { stock: 6 },
    });
    expect((await t.call('/api/order/close', { token: buyer.token, order_id: orderId })).code).toBe(
      0,
    );
    expect(await listed()).toMatchObject({ sold: 0, left: 10 });
  });

  it('sells the zone units once when two buyers race for more than are left', async () => {
    const buyers = [
      await addBuyer(t.database.db, '抢购甲'),
      await addBuyer(t.database.db, '抢购乙'),
    ];
    const bodies = await Promise.all(
      buyers.map(async (b, i) => ({
        cart_ids: await cartIdsOf(b.token, [{ sku_id: both.skuId, num: 6, near_expiry: 1 }]),
        address_id: b.addressId,
        idempotency_key: `near-expiry-race-000${i}`,
      })),
    );
    // The SKU holds 60 units: only the zone's 10 can refuse the second order.
    const results = await Promise.all(buyers.map((b, i) => submitOrder(t, b.token, bodies[i]!)));
    expect(results.map((r) => r.code).sort()).toEqual([-1, 0]);
    // Refused by the zone's count under the SKU's lock (PostgreSQL), or already by the second
    // draft when the first order committed before it (PGlite runs one call at a time).
    expect(results.find((r) => r.code !== 0)!.message).toMatch(/近效期库存不足|最多可购买4件/);
    expect((await detail(both.skuId)).data).toMatchObject({ stock: 50, near_expiry: { stock: 4 } });
  });

  it("takes the ERP's next figure as the zone's: it counts the orders it took", async () => {
    await syncStock([
      {
        goods_erp_spid: 'NE001',
        batches: [batch('B-NEAR', nearDay, 4), batch('B-FRESH', freshDay, 50)],
      },
    ]);
    expect((await detail(both.skuId)).data).toMatchObject({ stock: 50, near_expiry: { stock: 4 } });
  });

  it('turns the zone off with a window of 0 months: the stock sells as one again', async () => {
    expect((await consoleCall('/staff/api/nearexpiry/setconfig', { months: 25 })).code).not.toBe(0);
    const off = await consoleCall('/staff/api/nearexpiry/setconfig', { months: 0 });
    expect(off).toMatchObject({ code: 0, data: { months: 0 } });
    expect((await zone()).data).toMatchObject({ list: [], count: 0, window_months: 0 });
    expect((await detail(both.skuId)).data).toMatchObject({
      stock: 54,
      nearest_expiry: nearDay,
      near_expiry: null,
    });
    await consoleCall('/staff/api/nearexpiry/setconfig', { months: 6 });
    expect((await consoleCall('/staff/api/nearexpiry/config')).data).toEqual({ months: 6 });
  });

  /** Adds the lines to the buyer's cart and answers their cart ids. */
  async function cartIdsOf(token: string, lines: object[]) {
    const ids: number[] = [];
    for (const line of lines) {
      const res = await t.call<number>('/api/cart/add', { token, ...line });
      if (res.code !== 0) throw new Error(`cart add refused: ${res.message}`);
      ids.push(res.data);
    }
    return ids;
  }
});
