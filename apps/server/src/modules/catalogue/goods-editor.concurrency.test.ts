import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsSku, staffAuditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { editorBody, editorUpload, pngBytes } from './goods-editor.testing';
import { seedGoodsFixture, type GoodsFixture } from './goods-list.fixture';

type Saved = { goods_id: number; sku_id: number };

/** Real concurrent transactions need real PostgreSQL (PGlite runs one at a time). */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'the goods editor under concurrency (issue 25, PostgreSQL)',
  () => {
    let t: TestApp;
    let f: GoodsFixture;
    let a: ConsoleSession;
    let b: ConsoleSession;
    let image: string;
    beforeAll(async () => {
      t = await createTestApp();
      f = await seedGoodsFixture(t.database.db);
      a = await consoleSession(t, { role: 'operator', siteId: f.sites.own });
      b = await consoleSession(t, { role: 'admin', siteId: f.sites.own });
      image = (
        await editorUpload(t, a, '/staff/api/goods/uploadimage', {
          data: await pngBytes(),
          filename: 'a.png',
          contentType: 'image/png',
        })
      ).data.path;
    });
    afterAll(() => t.close());
    const body = () => editorBody({ categoryId: f.categories.penicillin, image });

    it('two new goods with one ERP code at once: one is saved, the other refused, nothing half-written', async () => {
      const results = await Promise.all(
        [a, b].map((s) =>
          consolePost<Saved>(t, s, '/staff/api/goods/add', { ...body(), goods_erp_spid: 'RACE-1' }),
        ),
      );
      expect(results.map((r) => r.code).sort()).toEqual([-1, 0]);
      expect(results.find((r) => r.code === -1)!.message).toContain('RACE-1');
      const rows = await t.database.db
        .select()
        .from(goods)
        .where(and(eq(goods.siteId, f.sites.own), eq(goods.goodsErpSpid, 'RACE-1')));
      expect(rows).toHaveLength(1);
      const skus = await t.database.db
        .select()
        .from(goodsSku)
        .where(eq(goodsSku.goodsId, rows[0]!.goodsId));
      expect(skus).toHaveLength(2);
    });

    it('two edits of one goods at once apply one after the other, each audited from the last', async () => {
      const created = await consolePost<Saved>(t, a, '/staff/api/goods/add', body());
      const id = created.data.goods_id;
      const loaded = await consolePost<{ skus: { sku_id: number }[] }>(
        t,
        a,
        '/staff/api/goods/editor',
        {
          goods_id: id,
        },
      );
      const edit = (price: string, stock: number) => {
        const b2 = body();
        b2.skus = b2.skus.map((s, i) => ({ ...s, sku_id: loaded.data.skus[i]!.sku_id }));
        b2.skus[0] = { ...b2.skus[0]!, price, stock, wholesale_tiers: [] };
        return { ...b2, goods_id: id };
      };
      const results = await Promise.all([
        consolePost(t, a, '/staff/api/goods/edit', edit('13.00', 7)),
        consolePost(t, b, '/staff/api/goods/edit', edit('14.00', 9)),
      ]);
      expect(results.map((r) => r.code)).toEqual([0, 0]);
      const logs = await t.database.db
        .select()
        .from(staffAuditLog)
        .where(
          and(eq(staffAuditLog.action, 'goods.update'), eq(staffAuditLog.targetId, String(id))),
        )
        .orderBy(asc(staffAuditLog.id));
      expect(logs).toHaveLength(2);
      // The second save locked the SKUs after the first committed: it saw its values.
      expect((logs[1]!.before as { skus: unknown[] }).skus[0]).toEqual(
        (logs[0]!.after as { skus: unknown[] }).skus[0],
      );
      const skus = await t.database.db.select().from(goodsSku).where(eq(goodsSku.goodsId, id));
      expect(skus).toHaveLength(2);
    });
  },
);
