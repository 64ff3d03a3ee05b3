import type { ErpBatchResult } from '@shop/contracts/erp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { goods } from '../catalogue/catalogue.tables';
import { seedErpFixture, type ErpFixture } from '../catalogue/erp-sync.testing';
import { createErpKey, openPost, type TestErpKey } from './erp.testing';

describe('the catalogue open calls: goods, prices and stock by batch (issue 26)', () => {
  let t: TestApp;
  let fx: ErpFixture;
  let catalogueKey: TestErpKey;
  let goodsOnly: TestErpKey;
  const goodsOf = async (code: string) => {
    const [row] = await t.database.db
      .select()
      .from(goods)
      .where(and(eq(goods.siteId, fx.sites.own), eq(goods.goodsErpSpid, code)));
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp();
    fx = await seedErpFixture(t.database.db);
    catalogueKey = await createErpKey(t, {
      siteId: fx.sites.own,
      scopes: ['goods', 'prices', 'stock'],
    });
    goodsOnly = await createErpKey(t, { siteId: fx.sites.own, scopes: ['goods'] });
  }, 120_000);
  afterAll(() => t.close());

  it('creates goods, prices them and stocks them by batch through signed calls', async () => {
    const made = await openPost<ErpBatchResult>(t, catalogueKey, '/open/api/v1/goods/batch', {
      rows: [
        {
          goods_erp_spid: 'SP001',
          goods_name: '阿莫西林胶囊',
          category: '青霉素类',
          goods_state: 1,
        },
        { goods_erp_spid: 'SP002', goods_name: '布洛芬缓释胶囊', category: '解热镇痛' },
      ],
    });
    expect(made).toMatchObject({ status: 200, code: 0 });
    expect(made.data).toMatchObject({ created: 1, refused: 1 });
    expect(made.data.rows[1]).toMatchObject({ key: 'SP002', field: 'category' });
    const priced = await openPost<ErpBatchResult>(t, catalogueKey, '/open/api/v1/prices/batch', {
      rows: [{ goods_erp_spid: 'SP001', price: '12.50' }],
    });
    expect(priced.data).toMatchObject({ updated: 1, refused: 0 });
    const stock = {
      rows: [
        {
          goods_erp_spid: 'SP001',
          batches: [{ batch_no: 'A1', expiry_date: '2099-12-31', quantity: 30 }],
        },
      ],
    };
    const stocked = await openPost<ErpBatchResult>(
      t,
      catalogueKey,
      '/open/api/v1/stock/batch',
      stock,
    );
    expect(stocked.data).toMatchObject({ updated: 1 });
    expect(await goodsOf('SP001')).toMatchObject({
      priceFen: 1250,
      stock: 30,
      nearestExpiry: '2099-12-31',
    });
    const again = await openPost<ErpBatchResult>(
      t,
      catalogueKey,
      '/open/api/v1/stock/batch',
      stock,
    );
    expect(again.data).toMatchObject({ updated: 0, unchanged: 1 });
  });

  it('refuses a key without the stock scope, changing nothing', async () => {
    const res = await openPost(t, goodsOnly, '/open/api/v1/stock/batch', {
      rows: [{ goods_erp_spid: 'SP001', batches: [] }],
    });
    expect(res).toMatchObject({ status: 200, code: -1 });
    expect((await goodsOf('SP001'))!.stock).toBe(30);
  });
});
