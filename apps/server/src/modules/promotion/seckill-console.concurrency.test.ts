import { shanghaiDayStart } from '@shop/contracts/promotion';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotion, shop } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession } from '../auth/staff-console.testing';
import { seedGoodsFixture, type GoodsFixture } from '../catalogue/goods-list.fixture';

/** Real concurrent transactions need real PostgreSQL (PGlite runs one at a time). */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'console seckills saved at once (PostgreSQL, issue 27)',
  () => {
    let t: TestApp;
    let f: GoodsFixture;
    beforeAll(async () => {
      t = await createTestApp();
      f = await seedGoodsFixture(t.database.db);
      await t.database.db.update(shop).set({ isOwn: true }).where(eq(shop.siteId, f.sites.own));
    });
    afterAll(() => t.close());

    it('publishes only one of several overlapping seckills of one SKU saved at the same time', async () => {
      const a = await consoleSession(t, { role: 'operator', siteId: f.sites.own });
      const b = await consoleSession(t, { role: 'admin', siteId: f.sites.own });
      const slot = await consolePost<number>(t, a, '/staff/api/seckill/timeadd', {
        name: '全天场',
        start_time: '00:00',
        end_time: '24:00',
      });
      const tomorrow = new Date(shanghaiDayStart(Date.now()) + 86_400_000 + 8 * 3_600_000)
        .toISOString()
        .slice(0, 10);
      const save = (session: typeof a, i: number) =>
        consolePost(t, session, '/staff/api/seckill/add', {
          name: `并发秒杀 ${i}`,
          day: tomorrow,
          time_id: slot.data,
          goods: [{ sku_id: f.skuOf.ibuprofen, seckill_price: '20', seckill_stock: 10 }],
        });
      const results = await Promise.all([0, 1, 2, 3].map((i) => save(i % 2 ? a : b, i)));
      expect(results.filter((r) => r.code === 0)).toHaveLength(1);
      for (const r of results.filter((x) => x.code !== 0))
        expect(r.message).toContain('同时段的秒杀「并发秒杀');
      const saved = await t.database.db
        .select()
        .from(promotion)
        .where(eq(promotion.kind, 'seckill'));
      expect(saved).toHaveLength(1);
    });
  },
);
