import {
  erpGoodsBatchEndpoint,
  erpPriceBatchEndpoint,
  erpStockBatchEndpoint,
  type ErpBatchResult,
} from '@shop/contracts/erp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { goods, goodsSku } from '../catalogue/catalogue.tables';
import { addShop } from '../staff/member-console.testing';
import { createErpKey, openPost, type TestErpKey } from './erp.testing';

/** The catalogue's open batch calls over signed HTTP (issue 26): each idempotent. */
describe('open goods, prices and stock batches (issue 26)', () => {
  let t: TestApp;
  let key: TestErpKey;
  let priceOnly: TestErpKey;

  beforeAll(async () => {
    t = await createTestApp();
    const siteId = await addShop(t, '自营药房', true);
    key = await createErpKey(t, { siteId, scopes: ['goods', 'prices', 'stock'] });
    priceOnly = await createErpKey(t, { siteId, scopes: ['prices'] });
  }, 60_000);
  afterAll(() => t.close());

  const post = (path: string, body: object, as = key) =>
    openPost<ErpBatchResult>(t, as, path, body);
  const counts = (r: ErpBatchResult) => [r.created, r.updated, r.unchanged, r.refused];

  it('creates goods once, refuses a bad row alone, and the same batch twice changes nothing', async () => {
    const body = {
      create_missing: true,
      rows: [
        {
          goods_erp_spid: 'SYN1',
          goods_name: '布洛芬缓释胶囊',
          category: '解热镇痛',
          attr_specs: '0.3g*20粒',
        },
        { goods_erp_spid: 'SYN2', goods_name: '', category: '解热镇痛' },
        {
          goods_erp_spid: 'SYN3',
          goods_name: '对乙酰氨基酚片',
          category: '解热镇痛',
          goods_state: 1,
        },
      ],
    };
    const first = await post(erpGoodsBatchEndpoint.path, body);
    expect(first.code).toBe(0);
    expect(counts(first.data)).toEqual([2, 0, 0, 1]);
    expect(first.data.rows[1]).toMatchObject({
      key: 'SYN2',
      status: 'refused',
      field: 'goods_name',
    });
    expect(counts((await post(erpGoodsBatchEndpoint.path, body)).data)).toEqual([0, 0, 2, 1]);
    const rename = { rows: [{ ...body.rows[0], goods_name: '布洛芬缓释胶囊(芬必得)' }] };
    expect(counts((await post(erpGoodsBatchEndpoint.path, rename)).data)).toEqual([0, 1, 0, 0]);
  });

  it('sets prices and stock by batch; again, nothing changes; a key without the scope is refused', async () => {
    const prices = {
      rows: [
        { goods_erp_spid: 'SYN3', price: '6.80', wholesale_tiers: [{ num: 10, price: '6.50' }] },
      ],
    };
    expect(counts((await post(erpPriceBatchEndpoint.path, prices)).data)).toEqual([0, 1, 0, 0]);
    expect(counts((await post(erpPriceBatchEndpoint.path, prices)).data)).toEqual([0, 0, 1, 0]);
    const stock = {
      rows: [
        {
          goods_erp_spid: 'SYN3',
          batches: [
            { batch_no: 'P1', expiry_date: '2099-06-30', quantity: 40 },
            { batch_no: 'P0', expiry_date: '2001-01-01', quantity: 99 },
          ],
        },
      ],
    };
    expect(counts((await post(erpStockBatchEndpoint.path, stock)).data)).toEqual([0, 1, 0, 0]);
    expect(counts((await post(erpStockBatchEndpoint.path, stock)).data)).toEqual([0, 0, 1, 0]);
    const [sku] = await t.database.db
      .select({ price: goodsSku.priceFen, stock: goodsSku.stock })
      .from(goodsSku)
      .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
      .where(and(eq(goods.siteId, key.siteId), eq(goods.goodsErpSpid, 'SYN3')));
    expect(sku).toEqual({ price: 680, stock: 40 });
    expect(await post(erpStockBatchEndpoint.path, stock, priceOnly)).toMatchObject({ code: -1 });
  });
});
