import { TOKEN_COOKIE } from '@shop/contracts/constants';
import type { OrderDetail } from '@shop/contracts/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order, orderInvoice, orderLog } from '../../db/schema';
import { shopDay } from '../../lib/shop-day';
import { createTestApp, type TestApp } from '../../test/test-app';
import { erpOrderWorld, paidErpOrder } from './order-erp.fixtures';
import { saveOrderInvoices } from './order-erp-invoice.service';
import { shipOrdersFromErp } from './order-erp-ship.service';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const code = (n: number) => `8${String(n).padStart(19, '0')}`;

/** Orders back from the ERP (issue 26 "Orders back"): shipped with codes, invoices, the buyer. */
describe('orders back from the ERP', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof erpOrderWorld>>;
  const nextYear = `${Number(shopDay(new Date()).slice(0, 4)) + 1}-06-30`;
  const ship = (rows: unknown[], siteId = w.siteId) =>
    shipOrdersFromErp(t.database.db, siteId, rows, 'zh-CN');
  const parcel = (
    orderNo: string,
    lineId: number,
    codes: string[],
    expressNo = 'SF1234567890',
  ) => ({
    order_no: orderNo,
    packages: [
      {
        express_company: 'SF',
        express_no: expressNo,
        lines: [
          {
            order_goods_id: lineId,
            num: 3,
            batch_no: 'B240301',
            expiry_date: nextYear,
            traceability_codes: codes,
          },
        ],
      },
    ],
  });
  const invoices = (rows: unknown[]) =>
    saveOrderInvoices(t.database.db, w.siteId, rows, {
      documentDir: t.config.documentDir,
      lang: 'zh-CN',
    });
  const detail = (orderId: number, token: string) =>
    t.call<OrderDetail>('/api/order/detail', { order_id: orderId, token });

  beforeAll(async () => {
    t = await createTestApp();
    w = await erpOrderWorld(t);
  });
  afterAll(() => t.close());

  it('ships an order with batch and codes as the console does; the same shipment again is unchanged', async () => {
    const o = await paidErpOrder(t, w);
    const row = parcel(o.orderNo, o.lineId, [code(1), code(2), code(3)]);
    expect(await ship([row])).toMatchObject({ updated: 1, refused: 0 });
    expect(await ship([row])).toMatchObject({ updated: 0, unchanged: 1, refused: 0 });

    const [after] = await t.database.db.select().from(order).where(eq(order.orderId, o.orderId));
    expect(after!.orderStatus).toBe(3);
    const logs = await t.database.db.select().from(orderLog).where(eq(orderLog.orderId, o.orderId));
    expect(logs.map((l) => [l.action, l.remark])).toEqual([['deliver', 'ERP SF SF1234567890']]);

    // The buyer sees the batch, its expiry and the boxes' codes in the order detail.
    const seen = await detail(o.orderId, w.buyer.token);
    expect(seen.data.batches).toEqual([
      {
        order_goods_id: o.lineId,
        package_id: expect.any(Number) as number,
        batch_no: 'B240301',
        expiry_date: nextYear,
        num: 3,
        traceability_codes: [code(1), code(2), code(3)],
      },
    ]);
    // The package (the buyer's logistics page and the console) carries them too.
    const packages = await t.call<{ goods: { traceability_codes: string[] }[] }[]>(
      '/api/order/package',
      { order_id: o.orderId, token: w.buyer.token },
    );
    expect(packages.data[0]!.goods[0]!.traceability_codes).toEqual([code(1), code(2), code(3)]);
  });

  it('refuses a code already on another order line, a code of 19 digits and another shop’s order', async () => {
    const o = await paidErpOrder(t, w);
    const first = await ship([parcel(o.orderNo, o.lineId, [code(10)])]);
    expect(first.updated).toBe(1);

    const again = await paidErpOrder(t, w);
    const foreign = await paidErpOrder(t, w, { siteId: w.otherSiteId });
    const result = await ship([
      parcel(again.orderNo, again.lineId, [code(11), code(10)], 'SF2000000001'),
      parcel(again.orderNo, again.lineId, ['1234567890123456789'], 'SF2000000002'),
      parcel(foreign.orderNo, foreign.lineId, [code(12)], 'SF2000000003'),
      parcel(again.orderNo, again.lineId, [code(13), code(13)], 'SF2000000004'),
    ]);
    expect(result.rows).toEqual([
      {
        index: 0,
        key: again.orderNo,
        status: 'refused',
        field: 'packages.0.lines.0.traceability_codes.1',
        reason: '该药品追溯码已用于其他订单商品，每盒的追溯码只能出现一次',
      },
      {
        index: 1,
        key: again.orderNo,
        status: 'refused',
        field: 'packages.0.lines.0.traceability_codes.0',
        reason: 'a traceability code is exactly 20 digits',
      },
      {
        index: 2,
        key: foreign.orderNo,
        status: 'refused',
        field: 'order_no',
        reason: '订单不存在',
      },
      expect.objectContaining({
        index: 3,
        status: 'refused',
        field: 'packages.0.lines.0.traceability_codes.1',
      }),
    ]);
    // Nothing of a refused row stays: the order still waits for shipment, without a package.
    const [still] = await t.database.db
      .select()
      .from(order)
      .where(eq(order.orderId, again.orderId));
    expect(still!.orderStatus).toBe(1);
    expect((await detail(again.orderId, w.buyer.token)).data.batches).toEqual([]);
    // The same shipment under the other shop's key is refused too.
    expect((await ship([parcel(o.orderNo, o.lineId, [code(10)])], w.otherSiteId)).refused).toBe(1);
  });

  it('stores an invoice PDF under a random name; only the buyer downloads it', async () => {
    const o = await paidErpOrder(t, w);
    const row = {
      order_no: o.orderNo,
      invoice_no: '04400001',
      invoice_date: '2026-11-20',
      amount: '37.5',
      pdf_base64: PDF.toString('base64'),
    };
    const notPdf = {
      ...row,
      invoice_no: '04400002',
      pdf_base64: Buffer.from('<html>').toString('base64'),
    };
    const result = await invoices([row, notPdf]);
    expect(result.rows).toEqual([
      { index: 0, key: o.orderNo, status: 'created' },
      {
        index: 1,
        key: o.orderNo,
        status: 'refused',
        field: 'pdf_base64',
        reason: '发票文件不是 PDF',
      },
    ]);
    expect((await invoices([row])).unchanged).toBe(1);
    expect((await invoices([{ ...row, amount: '30.00' }])).updated).toBe(1);

    const [stored] = await t.database.db
      .select()
      .from(orderInvoice)
      .where(eq(orderInvoice.orderId, o.orderId));
    expect(stored!.filePath).toMatch(/^invoice\/\d{6}\/[0-9a-f]{32}\.pdf$/);

    const seen = await detail(o.orderId, w.buyer.token);
    expect(seen.data.invoices).toEqual([
      {
        invoice_id: stored!.invoiceId,
        invoice_no: '04400001',
        invoice_date: '2026-11-20',
        amount: '30.00',
        url: `/upload/invoice/${stored!.invoiceId}`,
      },
    ]);
    const download = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/upload/invoice/${stored!.invoiceId}`,
        headers: token ? { cookie: `${TOKEN_COOKIE}=${token}` } : {},
      });
    const mine = await download(w.buyer.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(w.other.token)).statusCode).toBe(404);
    expect((await download()).statusCode).toBe(404);
    // Another member cannot read the order's detail either.
    expect((await detail(o.orderId, w.other.token)).code).toBe(-1);
  });
});
