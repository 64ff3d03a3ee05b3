import type { ErpBatchResult, ErpOrderChanges } from '@shop/contracts/erp';
import type { OrderDetail } from '@shop/contracts/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '../../lib/shop-day';
import { createTestApp, type TestApp } from '../../test/test-app';
import { erpOrderWorld, paidErpOrder } from '../order/order-erp.fixtures';
import { FEED_MARGIN_MS } from '../order';
import { createErpKey, openPost, type TestErpKey } from './erp.testing';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The signed order calls of the open API (issue 26 "Orders out", "Orders back"). */
describe('open API: orders out and back', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof erpOrderWorld>>;
  let reader: TestErpKey;
  let writer: TestErpKey;
  let foreign: TestErpKey;
  const nextYear = `${Number(shopDay(new Date()).slice(0, 4)) + 1}-06-30`;

  beforeAll(async () => {
    t = await createTestApp();
    w = await erpOrderWorld(t);
    reader = await createErpKey(t, { siteId: w.siteId, scopes: ['orders:read'] });
    writer = await createErpKey(t, { siteId: w.siteId, scopes: ['orders:read', 'orders:write'] });
    foreign = await createErpKey(t, { siteId: w.otherSiteId, scopes: ['orders:write'] });
  });
  afterAll(() => t.close());

  it('an order goes out, is taken, comes back shipped with codes and invoiced; the buyer sees it', async () => {
    const o = await paidErpOrder(t, w, { num: 2 });
    await sleep(FEED_MARGIN_MS + 100);
    const out = await openPost<ErpOrderChanges>(t, reader, '/open/api/v1/orders/changes', {});
    expect(out.code).toBe(0);
    expect(out.data.list.map((x) => [x.order_no, x.buyer.erp_code])).toEqual([
      [o.orderNo, 'KH-1001'],
    ]);
    const line = out.data.list[0]!.lines[0]!;

    const taken = await openPost<ErpBatchResult>(t, writer, '/open/api/v1/orders/taken', {
      rows: [{ order_no: o.orderNo }],
    });
    expect(taken.data).toMatchObject({ updated: 1, refused: 0 });

    const shipment = {
      rows: [
        {
          order_no: o.orderNo,
          packages: [
            {
              express_company: 'JD',
              express_no: 'JD0012345678',
              lines: [
                {
                  order_goods_id: line.order_goods_id,
                  num: 2,
                  batch_no: 'B240301',
                  expiry_date: nextYear,
                  traceability_codes: ['83000000000000000001', '83000000000000000002'],
                },
              ],
            },
          ],
        },
      ],
    };
    // Another shop's key cannot ship this shop's order.
    const elsewhere = await openPost<ErpBatchResult>(
      t,
      foreign,
      '/open/api/v1/orders/shipped',
      shipment,
    );
    expect(elsewhere.data.rows[0]).toMatchObject({ status: 'refused', field: 'order_no' });
    const shipped = await openPost<ErpBatchResult>(
      t,
      writer,
      '/open/api/v1/orders/shipped',
      shipment,
    );
    expect(shipped.data).toMatchObject({ updated: 1, refused: 0 });
    const again = await openPost<ErpBatchResult>(
      t,
      writer,
      '/open/api/v1/orders/shipped',
      shipment,
    );
    expect(again.data).toMatchObject({ updated: 0, unchanged: 1 });

    const invoiced = await openPost<ErpBatchResult>(t, writer, '/open/api/v1/orders/invoices', {
      rows: [
        {
          order_no: o.orderNo,
          invoice_no: '04400213',
          invoice_date: shopDay(new Date()),
          amount: '37.50',
          pdf_base64: PDF.toString('base64'),
        },
      ],
    });
    expect(invoiced.data).toMatchObject({ created: 1 });

    const seen = await t.call<OrderDetail>('/api/order/detail', {
      order_id: o.orderId,
      token: w.buyer.token,
    });
    expect(seen.data.order_status).toBe(3);
    expect(seen.data.batches.map((b) => [b.batch_no, b.expiry_date, b.traceability_codes])).toEqual(
      [['B240301', nextYear, ['83000000000000000001', '83000000000000000002']]],
    );
    expect(seen.data.invoices.map((i) => [i.invoice_no, i.amount])).toEqual([
      ['04400213', '37.50'],
    ]);

    // Shipped is a change of the order (it goes out again); being taken was not.
    await sleep(FEED_MARGIN_MS + 100);
    const next = await openPost<ErpOrderChanges>(t, reader, '/open/api/v1/orders/changes', {
      cursor: out.data.next_cursor,
    });
    expect(
      next.data.list.map((x) => [x.order_no, x.order_status, x.erp_taken_time !== null]),
    ).toEqual([[o.orderNo, 3, true]]);
  });

  it('refuses a key without orders:write, and a bad cursor with -1', async () => {
    const res = await openPost(t, reader, '/open/api/v1/orders/taken', {
      rows: [{ order_no: 'X' }],
    });
    expect(res.code).toBe(-1);
    const bad = await openPost(t, reader, '/open/api/v1/orders/changes', { cursor: 'bm9wZQ' });
    expect(bad).toMatchObject({ status: 200, code: -1 });
  });
});
