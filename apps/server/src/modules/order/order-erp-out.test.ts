import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession } from '../auth/staff-console.testing';
import { erpOrderChanges } from './order-erp-feed.service';
import { erpOrderWorld, paidErpOrder } from './order-erp.fixtures';
import { markOrdersTaken } from './order-erp-taken.service';

/** Orders out to the ERP (issue 26 "Orders out", ADR 0027): the feed and "taken". */
describe('orders out to the ERP', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof erpOrderWorld>>;
  const feed = (siteId: number, cursor = '', limit = 100) =>
    erpOrderChanges(t.database.db, siteId, { cursor, limit }, { marginMs: 0 });

  beforeAll(async () => {
    t = await createTestApp();
    w = await erpOrderWorld(t);
  });
  afterAll(() => t.close());

  it('hands out a new order with its buyer, money and the exchange line under its paid line', async () => {
    const start = (await feed(w.siteId)).next_cursor;
    const o = await paidErpOrder(t, w, { gift: true });
    await paidErpOrder(t, w, { siteId: w.otherSiteId });
    const page = await feed(w.siteId, start);
    expect(page.has_more).toBe(false);
    expect(page.list).toHaveLength(1);
    const got = page.list[0]!;
    expect(got).toMatchObject({
      order_no: o.orderNo,
      order_status: 1,
      pay_type: 'balance',
      buyer: { member_id: w.buyer.memberId, company_name: '康源大药房', erp_code: 'KH-1001' },
      address: { name: '张建华', full_address: '浙江省 杭州市 西湖区', address: '文三路388号' },
      invoice: { invoice_type: 1, invoice_title: '康源大药房' },
      order_money: '37.50',
      erp_taken_time: null,
    });
    expect(got.create_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+08:00$/);
    expect(got.lines).toHaveLength(1);
    expect(got.lines[0]).toMatchObject({
      goods_erp_spid: 'SP0001',
      sku_name: '阿莫西林胶囊',
      num: 3,
      price: '12.50',
      real_goods_money: '37.50',
      promotion_type: 'getfree',
      promotion_label: '换购',
    });
    expect(got.lines[0]!.free_lines).toEqual([
      expect.objectContaining({
        goods_erp_spid: 'SP0002',
        num: 1,
        discount_price: '0.01',
        promotion_type: 'exchange',
        promotion_label: '换购',
      }),
    ]);
    // Nothing new after it: the same cursor comes back with an empty page.
    const after = await feed(w.siteId, page.next_cursor);
    expect(after).toEqual({ list: [], next_cursor: page.next_cursor, has_more: false });
  });

  it('pages in (updated time, id) order and hands a changed order out again', async () => {
    const start = (await feed(w.siteId)).next_cursor;
    const made = [await paidErpOrder(t, w), await paidErpOrder(t, w), await paidErpOrder(t, w)];
    const first = await feed(w.siteId, start, 2);
    expect(first.has_more).toBe(true);
    const second = await feed(w.siteId, first.next_cursor, 2);
    expect(second.has_more).toBe(false);
    expect([...first.list, ...second.list].map((o) => o.order_no)).toEqual(
      made.map((o) => o.orderNo),
    );
    await t.database.db
      .update(order)
      .set({ buyerMessage: '请开专票' })
      .where(eq(order.orderId, made[0]!.orderId));
    const changed = await feed(w.siteId, second.next_cursor);
    expect(changed.list.map((o) => [o.order_no, o.buyer_message])).toEqual([
      [made[0]!.orderNo, '请开专票'],
    ]);
  });

  it('marks orders taken once, refuses another shop’s, and a taken order does not come back', async () => {
    const start = (await feed(w.siteId)).next_cursor;
    const o = await paidErpOrder(t, w);
    const foreign = await paidErpOrder(t, w, { siteId: w.otherSiteId });
    const page = await feed(w.siteId, start);
    expect(page.list.map((x) => x.order_no)).toEqual([o.orderNo]);

    const rows = [{ order_no: o.orderNo }, { order_no: foreign.orderNo }, { order_no: '' }];
    const taken = await markOrdersTaken(t.database.db, w.siteId, rows, 'zh-CN');
    expect(taken.rows).toEqual([
      { index: 0, key: o.orderNo, status: 'updated' },
      {
        index: 1,
        key: foreign.orderNo,
        status: 'refused',
        field: 'order_no',
        reason: '订单不存在',
      },
      expect.objectContaining({ index: 2, status: 'refused', field: 'order_no' }),
    ]);
    const again = await markOrdersTaken(t.database.db, w.siteId, rows.slice(0, 1), 'zh-CN');
    expect(again).toMatchObject({ updated: 0, unchanged: 1, refused: 0 });
    expect((await feed(w.siteId, page.next_cursor)).list).toEqual([]);

    const [row] = await t.database.db.select().from(order).where(eq(order.orderId, o.orderId));
    expect(row!.erpTakenAt).toBeInstanceOf(Date);
    const [other] = await t.database.db
      .select()
      .from(order)
      .where(eq(order.orderId, foreign.orderId));
    expect(other!.erpTakenAt).toBeNull();

    // The console's order detail says when the ERP took it (已被ERP接单).
    const staff = await consoleSession(t, { role: 'admin', siteId: w.siteId });
    const detail = await consolePost<{ erp_taken_time: number | null }>(
      t,
      staff,
      '/staff/api/order/detail',
      { order_id: o.orderId },
    );
    expect(detail.data.erp_taken_time).toBe(row!.erpTakenAt!.getTime());
  });

  it('refuses a cursor it did not make', async () => {
    await expect(feed(w.siteId, 'bm90LWEtY3Vyc29y')).rejects.toMatchObject({
      messageKey: 'order.erp_cursor_invalid',
    });
  });
});
