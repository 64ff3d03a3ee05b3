import { ErpStockRowSchema, judgeErpRows, rowKey } from '@shop/contracts/erp';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setNearExpiryConfig } from '../pricing';
import { goods, goodsSku } from './catalogue.tables';
import { syncErpStock } from './erp-stock.service';
import { insertErpGoods, seedErpFixture, type ErpFixture } from './erp-sync.testing';
import { goodsStockBatch } from './goods-batch.tables';
import { configureGoodsIndex, goodsIndexOf } from './goods-index.store';

/** Today in the shop is 2026-11-29 for these tests. */
const NOW = new Date('2026-11-29T04:00:00Z');

describe('stock by batch from the ERP (issue 26, ADR 0026)', () => {
  let t: TestApp;
  let fx: ErpFixture;
  let amox: { goodsId: number; skuId: number };
  let cef: { goodsId: number; skuId: number };
  let otherShops: { goodsId: number; skuId: number };

  /** Judges raw rows as the open route does, then syncs the accepted ones into the own shop. */
  async function sync(rows: unknown[], siteId = fx.sites.own) {
    const { accepted, refused } = judgeErpRows(ErpStockRowSchema, rows, rowKey('goods_erp_spid'));
    const results = await syncErpStock(t.database.db, siteId, accepted, {
      lang: 'en-US',
      now: NOW,
    });
    return [...refused, ...results].sort((a, b) => a.index - b.index);
  }
  const stockOf = async (id: { goodsId: number; skuId: number }) => {
    const [g] = await t.database.db.select().from(goods).where(eq(goods.goodsId, id.goodsId));
    const [s] = await t.database.db.select().from(goodsSku).where(eq(goodsSku.skuId, id.skuId));
    return { goods: g!.stock, sku: s!.stock, nearest: g!.nearestExpiry };
  };
  const inStockIds = async () => {
    const index = await goodsIndexOf(t.database.db);
    return [...index.search({ inStock: true }, { order: 'default', direction: 'desc' })]
      .map((p) => index.rowAt(p).goodsId)
      .sort((a, b) => a - b);
  };

  const amoxBatches = [
    { batch_no: 'A2401', production_date: '2024-01-10', expiry_date: '2026-12-31', quantity: 40 },
    { batch_no: 'A2406', production_date: '2024-06-01', expiry_date: '2027-05-31', quantity: 60 },
    // Expired yesterday: kept, but not sellable.
    { batch_no: 'A2311', production_date: '2023-11-01', expiry_date: '2026-11-28', quantity: 25 },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    fx = await seedErpFixture(db);
    amox = await insertErpGoods(db, fx, {
      siteId: fx.sites.own,
      code: 'SP001',
      name: '阿莫西林胶囊',
    });
    cef = await insertErpGoods(db, fx, {
      siteId: fx.sites.own,
      code: 'SP002',
      name: '头孢克肟片',
      stock: 9,
    });
    otherShops = await insertErpGoods(db, fx, {
      siteId: fx.sites.other,
      code: 'SP001',
      name: '阿莫西林胶囊 海王',
      stock: 7,
    });
    configureGoodsIndex(db, { checkMs: 3_600_000, maxStaleMs: 3_600_000 });
  }, 120_000);
  afterAll(() => t.close());

  it('sums the sellable batches, keeps the nearest expiry, refuses bad rows beside good ones', async () => {
    expect(await inStockIds()).toEqual([cef.goodsId, otherShops.goodsId]);
    const results = await sync([
      { goods_erp_spid: 'SP001', batches: amoxBatches },
      { goods_erp_spid: 'NOPE9', batches: [] },
      {
        goods_erp_spid: 'SP002',
        batches: [{ batch_no: 'C1', expiry_date: '2026-02-30', quantity: 1 }],
      },
      { goods_erp_spid: 'SP001', batches: [] },
    ]);
    expect(results).toEqual([
      { index: 0, key: 'SP001', status: 'updated' },
      {
        index: 1,
        key: 'NOPE9',
        status: 'refused',
        field: 'goods_erp_spid',
        reason: 'The shop has no goods with this ERP code',
      },
      expect.objectContaining({ index: 2, status: 'refused', field: 'batches.0.expiry_date' }),
      {
        index: 3,
        key: 'SP001',
        status: 'refused',
        field: 'goods_erp_spid',
        reason: 'This ERP code was already sent in this batch',
      },
    ]);
    expect(await stockOf(amox)).toEqual({ goods: 100, sku: 100, nearest: '2026-12-31' });
    // The refused row's goods and the other shop's goods of the same ERP code are untouched.
    expect(await stockOf(cef)).toEqual({ goods: 9, sku: 9, nearest: null });
    expect(await stockOf(otherShops)).toEqual({ goods: 7, sku: 7, nearest: null });
    const stored = await t.database.db
      .select()
      .from(goodsStockBatch)
      .where(eq(goodsStockBatch.goodsId, amox.goodsId));
    expect(stored.map((b) => [b.batchNo, b.quantity, b.skuId]).sort()).toEqual([
      ['A2311', 25, amox.skuId],
      ['A2401', 40, amox.skuId],
      ['A2406', 60, amox.skuId],
    ]);
    // The search index was patched for the goods changed: it is in stock now.
    expect(await inStockIds()).toContain(amox.goodsId);
    // The goods page answers the expiry of the batch that ships (FEFO). The near-expiry zone is
    // off here (the page reads today's date; the zone has its own tests, ADR 0029).
    await setNearExpiryConfig(t.database.db, { months: 0 });
    const detail = await t.call<{
      goods_sku_detail: { nearest_expiry: string | null; stock: number };
    }>('/api/goodssku/detail', { sku_id: amox.skuId });
    expect(detail.data.goods_sku_detail).toMatchObject({
      nearest_expiry: '2026-12-31',
      stock: 100,
    });
  });

  it('writes nothing and publishes nothing for the same batches sent again', async () => {
    const index = await goodsIndexOf(t.database.db);
    const before = await t.database.db
      .select({ id: goodsStockBatch.batchId, at: goodsStockBatch.updatedAt })
      .from(goodsStockBatch);
    const results = await sync([{ goods_erp_spid: 'SP001', batches: [...amoxBatches].reverse() }]);
    expect(results).toEqual([{ index: 0, key: 'SP001', status: 'unchanged' }]);
    expect(await goodsIndexOf(t.database.db)).toBe(index);
    const after = await t.database.db
      .select({ id: goodsStockBatch.batchId, at: goodsStockBatch.updatedAt })
      .from(goodsStockBatch);
    expect(after).toEqual(before);
  });

  it('drops a batch the ERP no longer sends and moves the nearest expiry to the next batch', async () => {
    const results = await sync([
      { goods_erp_spid: 'SP001', batches: amoxBatches.filter((b) => b.batch_no !== 'A2401') },
      {
        goods_erp_spid: 'SP002',
        batches: [{ batch_no: 'C1', expiry_date: '2027-01-15', quantity: 0 }],
      },
    ]);
    expect(results.map((r) => r.status)).toEqual(['updated', 'updated']);
    expect(await stockOf(amox)).toEqual({ goods: 60, sku: 60, nearest: '2027-05-31' });
    // A batch with no units left is not sellable: no stock, no nearest expiry.
    expect(await stockOf(cef)).toEqual({ goods: 0, sku: 0, nearest: null });
    const left = await t.database.db
      .select({ no: goodsStockBatch.batchNo })
      .from(goodsStockBatch)
      .where(inArray(goodsStockBatch.goodsId, [amox.goodsId, cef.goodsId]));
    expect(left.map((b) => b.no).sort()).toEqual(['A2311', 'A2406', 'C1']);
    expect(await inStockIds()).not.toContain(cef.goodsId);
  });

  it('updates a changed batch in place, leaves the others as they are, and empties a goods sent none', async () => {
    const rowsOf = (goodsIds: number[]) =>
      t.database.db
        .select({
          no: goodsStockBatch.batchNo,
          id: goodsStockBatch.batchId,
          quantity: goodsStockBatch.quantity,
          at: goodsStockBatch.updatedAt,
        })
        .from(goodsStockBatch)
        .where(inArray(goodsStockBatch.goodsId, goodsIds))
        .orderBy(goodsStockBatch.batchNo);
    const [expired, kept] = await rowsOf([amox.goodsId]);
    const results = await sync([
      {
        goods_erp_spid: 'SP001',
        batches: amoxBatches
          .filter((b) => b.batch_no !== 'A2401')
          .map((b) => (b.batch_no === 'A2406' ? { ...b, quantity: 30 } : b)),
      },
      { goods_erp_spid: 'SP002', batches: [] },
    ]);
    expect(results.map((r) => r.status)).toEqual(['updated', 'updated']);
    expect(await rowsOf([amox.goodsId, cef.goodsId])).toEqual([
      expired,
      { ...kept!, quantity: 30, at: expect.any(Date) },
    ]);
    expect(await stockOf(amox)).toEqual({ goods: 30, sku: 30, nearest: '2027-05-31' });
    expect(await stockOf(cef)).toEqual({ goods: 0, sku: 0, nearest: null });
  });

  it("refuses a code of another shop's goods: a shop syncs only its own", async () => {
    const results = await sync([{ goods_erp_spid: 'SP002', batches: [] }], fx.sites.other);
    expect(results[0]).toMatchObject({ status: 'refused', field: 'goods_erp_spid' });
    expect(await stockOf(cef)).toEqual({ goods: 0, sku: 0, nearest: null });
  });
});
