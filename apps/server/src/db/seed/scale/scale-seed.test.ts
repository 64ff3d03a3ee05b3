import { and, count, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { fullPinyin, pinyinInitials } from '../../../lib/pinyin';
import { goods, goodsBrand, goodsCategory, goodsSku } from '../../schema';
import { isValidEan13 } from '../catalogue/barcode';
import { seedDemoCatalogue } from '../catalogue';
import { growCatalogue } from './scale-seed';
import { scaleErpCode } from './scale-goods';

describe('npm run seed:scale (issue #13)', () => {
  let t: TestApp;
  let demoSkus: number;
  const skus = async () => (await t.database.db.select({ n: count() }).from(goodsSku))[0]!.n;
  const generated = () =>
    t.database.db
      .select()
      .from(goods)
      .where(gte(goods.goodsErpSpid, scaleErpCode(0)))
      .orderBy(goods.goodsErpSpid);

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.transaction((tx) => seedDemoCatalogue(tx));
    demoSkus = await skus();
  }, 120_000);
  afterAll(() => t.close());

  it('adds generated goods until the catalogue holds exactly the SKUs asked for', async () => {
    const result = await growCatalogue(t.database.db, demoSkus + 1001);
    expect(result).toMatchObject({ before: demoSkus, after: demoSkus + 1001 });
    expect(await skus()).toBe(demoSkus + 1001);
    const rows = await generated();
    expect(rows).toHaveLength(result.goodsAdded);
    // One to three SKUs each: about 1.4 on average, like the demo catalogue.
    expect(result.goodsAdded).toBeGreaterThan(1001 / 2);
    expect(result.goodsAdded).toBeLessThan(1001 / 1.2);
  });

  it('adds nothing when run again with the same number or a smaller one', async () => {
    const before = await generated();
    expect(await growCatalogue(t.database.db, demoSkus + 1001)).toEqual({
      before: demoSkus + 1001,
      after: demoSkus + 1001,
      goodsAdded: 0,
    });
    expect(await growCatalogue(t.database.db, 10)).toMatchObject({ goodsAdded: 0 });
    expect(await generated()).toEqual(before);
  });

  it('continues with the next goods numbers when asked for more', async () => {
    const before = await generated();
    await growCatalogue(t.database.db, demoSkus + 1500);
    expect(await skus()).toBe(demoSkus + 1500);
    const after = await generated();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.map((g) => g.goodsErpSpid)).toEqual(after.map((_, i) => scaleErpCode(i)));
  });

  it('generates goods like the demo seed: drug names, pinyin, makers, approval numbers', async () => {
    const rows = await generated();
    const names = new Set(rows.map((g) => g.goodsName));
    expect(names.size).toBeGreaterThan(rows.length * 0.6);
    // Other count forms of the demo drugs, and names led by the maker's brand.
    expect(
      rows.some((g) => /分散片|缓释片|肠溶|咀嚼片|泡腾片|浓缩丸|滴丸/.test(g.genericName)),
    ).toBe(true);
    const brands = await t.database.db
      .select({ id: goodsBrand.brandId, name: goodsBrand.brandName })
      .from(goodsBrand);
    const brandOf = new Map(brands.map((b) => [b.id, b.name] as const));
    const leads = rows.map((g) => g.goodsName.slice(0, g.goodsName.indexOf(g.genericName)).trim());
    expect(leads.filter(Boolean).length).toBeGreaterThan(rows.length * 0.2);
    rows.forEach((g, i) => expect(['', brandOf.get(g.brandId ?? 0)]).toContain(leads[i]));
    for (const g of rows) {
      expect(g.goodsName).toContain(g.genericName);
      expect(g.pinyin).toBe(fullPinyin(g.genericName));
      expect(g.pinyinInitials).toBe(pinyinInitials(g.genericName));
      expect(g.manufacturer).toMatch(/(公司|株式会社)$/);
      expect(g.validityDays).toBeGreaterThanOrEqual(365);
      expect((g.attr as Record<string, string>).attr_validity).toMatch(/^\d+个月$/);
      if (g.isMedicinal && g.dosageForm !== '饮片')
        expect(g.approvalNumber).toMatch(/^国药准字[HZSJ]\d{8}$/);
    }
    expect(rows.filter((g) => g.goodsState === 0).length).toBeLessThan(rows.length * 0.05);
  });

  it('files every goods under a leaf of the demo tree, with one default SKU and valid bar codes', async () => {
    const db = t.database.db;
    const rows = await generated();
    const ids = rows.map((g) => g.goodsId);
    const leaves = await db
      .select({ id: goodsCategory.categoryId, pid: goodsCategory.pid })
      .from(goodsCategory)
      .where(eq(goodsCategory.level, 3));
    const leafPid = new Map(leaves.map((c) => [c.id, c.pid] as const));
    for (const g of rows) {
      expect(leafPid.has(g.categoryId)).toBe(true);
      expect(g.categoryPath).toMatch(
        new RegExp(`^,\\d+,${leafPid.get(g.categoryId)},${g.categoryId},$`),
      );
    }
    const skuRows = await db.select().from(goodsSku).where(inArray(goodsSku.goodsId, ids));
    const defaults = await db
      .select({ goodsId: goodsSku.goodsId })
      .from(goodsSku)
      .where(and(inArray(goodsSku.goodsId, ids), eq(goodsSku.isDefault, true)));
    expect(defaults).toHaveLength(rows.length);
    expect(skuRows.every((s) => isValidEan13(s.barCode))).toBe(true);
    const allCodes = await db.select({ code: goodsSku.barCode }).from(goodsSku);
    expect(new Set(allCodes.map((s) => s.code)).size).toBe(allCodes.length);
    const byGoods = new Map(rows.map((g) => [g.goodsId, g] as const));
    for (const s of skuRows) {
      const g = byGoods.get(s.goodsId)!;
      expect(s.skuName).toMatch(new RegExp(`^${g.goodsName.split(' ')[0]}`));
      expect(s.priceFen).toBeGreaterThan(0);
      expect(s.marketPriceFen).toBeGreaterThan(s.priceFen);
      if (s.isDefault) expect(s.priceFen).toBe(g.priceFen);
    }
  });
});
