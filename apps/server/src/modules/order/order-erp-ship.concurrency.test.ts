import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '../../lib/shop-day';
import { createTestApp, type TestApp } from '../../test/test-app';
import { erpOrderWorld, paidErpOrder } from './order-erp.fixtures';
import { shipOrdersFromErp } from './order-erp-ship.service';

/**
 * Issue 26: a box's traceability code ships once in the whole shop, even when two shipments of
 * different orders carrying it race; and one shipment sent twice at once makes one parcel.
 * PostgreSQL only (PGlite runs one query at a time).
 */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'ERP shipments racing (PostgreSQL)',
  () => {
    let t: TestApp;
    let w: Awaited<ReturnType<typeof erpOrderWorld>>;
    const nextYear = `${Number(shopDay(new Date()).slice(0, 4)) + 1}-06-30`;
    const row = (orderNo: string, lineId: number, code: string, expressNo: string) => ({
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
              traceability_codes: [code],
            },
          ],
        },
      ],
    });

    beforeAll(async () => {
      t = await createTestApp();
      w = await erpOrderWorld(t);
    });
    afterAll(() => t.close());

    it('ten orders shipped at once with one code: one ships, nine are refused', async () => {
      const orders = await Promise.all(Array.from({ length: 10 }, () => paidErpOrder(t, w)));
      const results = await Promise.all(
        orders.map((o, i) =>
          shipOrdersFromErp(
            t.database.db,
            w.siteId,
            [row(o.orderNo, o.lineId, '81111111111111111111', `SF30000000${i}`)],
            'zh-CN',
          ),
        ),
      );
      expect(results.filter((r) => r.updated === 1)).toHaveLength(1);
      expect(results.filter((r) => r.refused === 1)).toHaveLength(9);
    });

    it('one shipment sent five times at once makes one parcel', async () => {
      const o = await paidErpOrder(t, w);
      const same = row(o.orderNo, o.lineId, '82222222222222222222', 'SF4000000001');
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          shipOrdersFromErp(t.database.db, w.siteId, [same], 'zh-CN'),
        ),
      );
      expect(results.map((r) => r.updated).sort()).toEqual([0, 0, 0, 0, 1]);
      expect(results.map((r) => r.unchanged).reduce((a, b) => a + b)).toBe(4);
    });
  },
);
