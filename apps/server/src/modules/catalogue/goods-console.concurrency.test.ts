import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsSku, staffAuditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession } from '../auth/staff-console.testing';
import { seedGoodsFixture, type GoodsFixture } from './goods-list.fixture';

/** Real concurrent transactions need real PostgreSQL (PGlite runs one at a time). */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'console goods editing under concurrency (PostgreSQL)',
  () => {
    let t: TestApp;
    let f: GoodsFixture;
    beforeAll(async () => {
      t = await createTestApp();
      f = await seedGoodsFixture(t.database.db);
    });
    afterAll(() => t.close());

    it('two edits of one SKU at once apply one after the other, each audited from the last', async () => {
      const a = await consoleSession(t, { role: 'operator', siteId: f.sites.own });
      const b = await consoleSession(t, { role: 'admin', siteId: f.sites.own });
      const skuId = f.skuOf.ibuprofen;
      const results = await Promise.all([
        consolePost(t, a, '/staff/api/goods/editsku', { sku_id: skuId, stock: 7, price: '8.00' }),
        consolePost(t, b, '/staff/api/goods/editsku', { sku_id: skuId, stock: 9, price: '9.00' }),
      ]);
      expect(results.map((r) => r.code)).toEqual([0, 0]);
      const logs = await t.database.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.targetId, String(skuId)))
        .orderBy(asc(staffAuditLog.id));
      expect(logs).toHaveLength(2);
      // The second edit saw the first one's values: nothing was lost between them.
      expect(logs[1]!.before).toEqual(logs[0]!.after);
      const [sku] = await t.database.db.select().from(goodsSku).where(eq(goodsSku.skuId, skuId));
      expect(logs[1]!.after).toMatchObject({ stock: sku!.stock });
      const [g] = await t.database.db
        .select()
        .from(goods)
        .where(eq(goods.goodsId, f.goodsOf.ibuprofen));
      expect(g!.stock).toBe(sku!.stock + 999);
      expect(g!.priceFen).toBe(sku!.priceFen);
    });
  },
);
