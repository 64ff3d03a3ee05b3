import { ErpGoodsRowSchema, judgeErpRows, rowKey } from '@shop/contracts/erp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { goods, goodsBrand, goodsCategory, goodsSku } from './catalogue.tables';
import { syncErpGoods } from './erp-goods.service';
import { seedErpFixture, type ErpFixture } from './erp-sync.testing';
import { configureGoodsIndex, goodsIndexOf } from './goods-index.store';

/** An ERP row of 阿莫西林胶囊, on sale; `overrides` replace fields. */
const amox = (overrides: Record<string, unknown> = {}) => ({
  goods_erp_spid: 'SP001',
  goods_name: '阿莫西林胶囊 晶蓝',
  generic_name: '阿莫西林胶囊',
  category: '青霉素类',
  brand: '石药',
  unit: '盒',
  goods_kind: 'rx',
  approval_number: '国药准字H13023964',
  attr_specs: '0.25g*24粒',
  manufacturer: '石药集团欧意药业有限公司',
  attr_country_code: '86900183000123',
  attr_place: '河北石家庄',
  validity_months: 24,
  bar_code: '6901234567890',
  is_jc: 1,
  traceability_code: 1,
  min_buy: 10,
  num_multiple: 10,
  piece_qty: 400,
  tax_rate: 13,
  stock_name: '一号仓',
  goods_state: 1,
  ...overrides,
});

describe('goods from the ERP (issue 26)', () => {
  let t: TestApp;
  let fx: ErpFixture;
  /** 头孢克肟片: its category by id, no brand, no shelf state. */
  const cef = () =>
    amox({
      goods_erp_spid: 'SP002',
      goods_name: '头孢克肟片',
      category: String(fx.categories.leaf),
      brand: undefined,
      goods_kind: 'general',
      approval_number: '',
      goods_state: undefined,
    });

  async function sync(rows: unknown[], createMissing = false, siteId = fx.sites.own) {
    const { accepted, refused } = judgeErpRows(ErpGoodsRowSchema, rows, rowKey('goods_erp_spid'));
    const results = await syncErpGoods(t.database.db, siteId, accepted, {
      lang: 'en-US',
      createMissing,
    });
    return [...refused, ...results].sort((a, b) => a.index - b.index);
  }
  const goodsOf = async (code: string, siteId = fx.sites.own) => {
    const [g] = await t.database.db
      .select()
      .from(goods)
      .where(and(eq(goods.goodsErpSpid, code), eq(goods.siteId, siteId)));
    return g;
  };
  const searchIds = async (keyword: string) => {
    const index = await goodsIndexOf(t.database.db);
    return [...index.search({ keyword }, { order: 'default', direction: 'desc' })].map(
      (p) => index.rowAt(p).goodsId,
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    fx = await seedErpFixture(t.database.db);
    configureGoodsIndex(t.database.db, { checkMs: 3_600_000, maxStaleMs: 3_600_000 });
  }, 120_000);
  afterAll(() => t.close());

  it('creates goods with one SKU, and refuses bad rows beside them, naming the field', async () => {
    expect(await searchIds('晶蓝')).toEqual([]);
    const results = await sync([
      amox(),
      cef(),
      amox({ goods_erp_spid: 'SP003', category: '中药材' }),
      amox({ goods_erp_spid: 'SP004', brand: '同仁堂' }),
      amox({ goods_erp_spid: 'SP005', category: '西药' }),
      amox({ goods_erp_spid: 'SP006', approval_number: '国药准字123' }),
      amox({ goods_erp_spid: 'SP007', goods_name: '' }),
    ]);
    expect(results.map((r) => [r.key, r.status, r.field ?? ''])).toEqual([
      ['SP001', 'created', ''],
      ['SP002', 'created', ''],
      ['SP003', 'refused', 'category'],
      ['SP004', 'refused', 'brand'],
      ['SP005', 'refused', 'category'],
      ['SP006', 'refused', 'approval_number'],
      ['SP007', 'refused', 'goods_name'],
    ]);
    expect(results[2]!.reason).toBe('Category not found: 中药材');
    expect(results[3]!.reason).toBe('Brand not found: 同仁堂');
    expect(results[4]!.reason).toBe('Use a category of the last level: 西药');
    const made = (await goodsOf('SP001'))!;
    expect(made).toMatchObject({
      goodsName: '阿莫西林胶囊 晶蓝',
      categoryId: fx.categories.leaf,
      categoryPath: fx.categories.leafPath,
      brandId: fx.brand,
      manufacturer: '石药集团欧意药业有限公司',
      validityDays: 731,
      isMedicinal: 1,
      isJc: 1,
      minBuy: 10,
      numMultiple: 10,
      stockName: '一号仓',
      goodsState: 1,
      priceFen: 0,
      stock: 0,
      pinyinInitials: expect.stringContaining('amxljn'),
    });
    expect(made.attr).toMatchObject({ attr_specs: '0.25g*24粒', attr_validity: '24个月' });
    const skus = await t.database.db
      .select()
      .from(goodsSku)
      .where(eq(goodsSku.goodsId, made.goodsId));
    expect(skus.map((s) => [s.skuName, s.specName, s.isDefault])).toEqual([
      ['阿莫西林胶囊 晶蓝', '0.25g*24粒/盒', true],
    ]);
    // Without a shelf state a new goods starts off the shelf (no price or stock yet).
    expect((await goodsOf('SP002'))!).toMatchObject({
      goodsState: 0,
      brandId: null,
      isMedicinal: 0,
    });
    expect(await goodsOf('SP003')).toBeUndefined();
    expect(await searchIds('晶蓝')).toEqual([made.goodsId]);
  });

  it('answers unchanged and writes nothing when the same batch comes again', async () => {
    const index = await goodsIndexOf(t.database.db);
    const before = (await goodsOf('SP001'))!.updatedAt;
    const results = await sync([amox(), cef()]);
    expect(results.map((r) => r.status)).toEqual(['unchanged', 'unchanged']);
    expect((await goodsOf('SP001'))!.updatedAt).toEqual(before);
    expect(await goodsIndexOf(t.database.db)).toBe(index);
  });

  it('updates only the goods whose field changed, keeping fields the row leaves out', async () => {
    const row = {
      goods_erp_spid: 'SP001',
      goods_name: '阿莫西林胶囊 晶蓝新装',
      category: '青霉素类',
    };
    const results = await sync([row, cef()]);
    expect(results.map((r) => r.status)).toEqual(['updated', 'unchanged']);
    expect((await goodsOf('SP001'))!).toMatchObject({
      goodsName: '阿莫西林胶囊 晶蓝新装',
      manufacturer: '石药集团欧意药业有限公司',
      brandId: fx.brand,
      minBuy: 10,
    });
    const [sku] = await t.database.db
      .select()
      .from(goodsSku)
      .where(eq(goodsSku.goodsId, (await goodsOf('SP001'))!.goodsId));
    expect(sku!.skuName).toBe('阿莫西林胶囊 晶蓝新装');
    expect(await searchIds('晶蓝新装')).toEqual([(await goodsOf('SP001'))!.goodsId]);
  });

  it('creates the missing category and brand when the call says so', async () => {
    const results = await sync(
      [amox({ goods_erp_spid: 'SP003', category: '中药材', brand: '同仁堂' })],
      true,
    );
    expect(results.map((r) => r.status)).toEqual(['created']);
    const [category] = await t.database.db
      .select()
      .from(goodsCategory)
      .where(eq(goodsCategory.categoryName, '中药材'));
    const [brand] = await t.database.db
      .select()
      .from(goodsBrand)
      .where(eq(goodsBrand.brandName, '同仁堂'));
    expect(category).toMatchObject({ pid: 0, level: 1 });
    expect(brand).toMatchObject({ brandInitial: 'T' });
    expect((await goodsOf('SP003'))!).toMatchObject({
      categoryId: category!.categoryId,
      categoryPath: `,${category!.categoryId},`,
      brandId: brand!.brandId,
    });
  });

  it("keeps each shop's goods apart: the same code in another shop is another goods", async () => {
    const results = await sync([amox({ goods_name: '阿莫西林胶囊 海王' })], false, fx.sites.other);
    expect(results.map((r) => r.status)).toEqual(['created']);
    expect((await goodsOf('SP001'))!.goodsName).toBe('阿莫西林胶囊 晶蓝新装');
    expect((await goodsOf('SP001', fx.sites.other))!.goodsName).toBe('阿莫西林胶囊 海王');
  });
});
