import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { goods, goodsBrand, goodsCategory, goodsLabel, goodsSku, shop } from '../../schema';
import { ean13, ean13CheckDigit, isValidEan13 } from './barcode';
import { planCatalogue } from './goods';
import { DEMO_CATALOGUE_SEED, seedDemoCatalogue } from './index';
import { fullPinyin, pinyinInitials } from '../../../lib/pinyin';

describe('EAN-13 bar codes', () => {
  it('computes the check digit of known codes', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('978030640615')).toBe(7);
    expect(ean13('690123456789')).toBe('6901234567892');
    expect(isValidEan13('6901234567892')).toBe(true);
    expect(isValidEan13('6901234567893')).toBe(false);
    expect(isValidEan13('690123456789')).toBe(false);
    expect(() => ean13CheckDigit('69012345678a')).toThrow();
  });
});

describe('pinyin of goods names', () => {
  it('gives full pinyin and initials without tones or spaces', () => {
    expect(fullPinyin('阿莫西林胶囊')).toBe('amoxilinjiaonang');
    expect(pinyinInitials('阿莫西林胶囊')).toBe('amxljn');
    expect(fullPinyin('维生素C片')).toBe('weishengsucpian');
    expect(fullPinyin('太子参')).toBe('taizishen');
    expect(fullPinyin('重组人胰岛素注射液')).toBe('chongzurenyidaosuzhusheye');
  });
});

describe('demo catalogue plan', () => {
  it('is the same for the same seed and day', () => {
    const day = new Date('2026-05-12T00:00:00Z');
    const a = planCatalogue(DEMO_CATALOGUE_SEED, day);
    const b = planCatalogue(DEMO_CATALOGUE_SEED, day);
    expect(a.goods.slice(0, 30)).toEqual(b.goods.slice(0, 30));
    expect(a.goods.length).toBe(b.goods.length);
    expect(planCatalogue(DEMO_CATALOGUE_SEED + 1, day).goods[0]).not.toEqual(a.goods[0]);
  });
});

describe('demo catalogue seed', () => {
  let t: TestApp;
  let cats: (typeof goodsCategory.$inferSelect)[];
  let goodsRows: (typeof goods.$inferSelect)[];
  let skuRows: (typeof goodsSku.$inferSelect)[];

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.transaction(async (tx) => seedDemoCatalogue(tx));
    const db = t.database.db;
    cats = await db.select().from(goodsCategory).orderBy(asc(goodsCategory.categoryId));
    goodsRows = await db.select().from(goods).orderBy(asc(goods.goodsId));
    skuRows = await db.select().from(goodsSku).orderBy(asc(goodsSku.skuId));
  }, 120_000);
  afterAll(() => t.close());

  it('builds a three-level category tree of at least 60 categories', () => {
    expect(cats.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cats.map((c) => c.level))).toEqual(new Set([1, 2, 3]));
    const byId = new Map(cats.map((c) => [c.categoryId, c]));
    for (const c of cats) {
      if (c.level === 1) expect(c.pid).toBe(0);
      else expect(byId.get(c.pid)?.level).toBe(c.level - 1);
      expect(c.shortName.length).toBeGreaterThanOrEqual(2);
      expect(c.shortName.length).toBeLessThanOrEqual(4);
      expect(c.image).toMatch(/^\/demo\/category\/[a-z-]+\.svg$/);
    }
    const level2 = cats.filter((c) => c.level === 2);
    for (const c of level2) expect(cats.some((x) => x.pid === c.categoryId)).toBe(true);
    expect(cats.filter((c) => !c.isShow).length).toBeGreaterThanOrEqual(2);
  });

  it('seeds brands, labels and shops with one own shop', async () => {
    const db = t.database.db;
    const brands = await db.select().from(goodsBrand);
    expect(brands.length).toBeGreaterThanOrEqual(40);
    for (const b of brands) expect(b.brandInitial).toMatch(/^[A-Z]$/);
    const labels = await db.select().from(goodsLabel);
    expect(labels.map((l) => l.labelName).sort()).toEqual(
      ['OTC', '冷链', '医保', '处方药', '新品', '热销'].sort(),
    );
    const shops = await db.select().from(shop);
    expect(shops.length).toBeGreaterThanOrEqual(6);
    expect(shops.filter((s) => s.isOwn).map((s) => s.shopName)).toEqual(['康源医药自营']);
  });

  it('seeds at least 2,000 goods and 3,000 SKUs, each goods with exactly one default SKU', () => {
    expect(goodsRows.length).toBeGreaterThanOrEqual(2000);
    expect(skuRows.length).toBeGreaterThanOrEqual(3000);
    const skusOf = new Map<number, (typeof goodsSku.$inferSelect)[]>();
    for (const s of skuRows) skusOf.set(s.goodsId, [...(skusOf.get(s.goodsId) ?? []), s]);
    for (const g of goodsRows) {
      const skus = skusOf.get(g.goodsId) ?? [];
      expect(skus.length).toBeGreaterThanOrEqual(1);
      const defaults = skus.filter((s) => s.isDefault);
      expect(defaults).toHaveLength(1);
      expect(g.priceFen).toBe(defaults[0]?.priceFen);
      expect(g.barCode).toBe(defaults[0]?.barCode);
      expect(g.stock).toBe(skus.reduce((sum, s) => sum + s.stock, 0));
      for (const s of skus) expect(s.siteId).toBe(g.siteId);
    }
    expect(goodsRows.some((g) => g.stock === 0)).toBe(true);
  });

  it('puts every goods in a shown leaf category with the path from the root', () => {
    const byId = new Map(cats.map((c) => [c.categoryId, c]));
    const parents = new Set(cats.map((c) => c.pid));
    for (const g of goodsRows) {
      const leafCat = byId.get(g.categoryId);
      expect(leafCat?.level).toBe(3);
      expect(leafCat?.isShow).toBe(true);
      expect(parents.has(g.categoryId)).toBe(false);
      const mid = byId.get(leafCat?.pid ?? -1);
      expect(g.categoryPath).toBe(`,${mid?.pid},${mid?.categoryId},${g.categoryId},`);
    }
  });

  it('gives valid, unique EAN-13 bar codes starting with 69', () => {
    for (const s of skuRows) {
      expect(isValidEan13(s.barCode)).toBe(true);
      expect(s.barCode.startsWith('69')).toBe(true);
    }
    expect(new Set(skuRows.map((s) => s.barCode)).size).toBe(skuRows.length);
  });

  it('keeps member prices below prices and market prices above them', () => {
    const withMember = skuRows.filter((s) => s.memberPriceFen !== null);
    for (const s of withMember) expect(s.memberPriceFen).toBeLessThan(s.priceFen);
    expect(withMember.length / skuRows.length).toBeGreaterThan(0.2);
    expect(withMember.length / skuRows.length).toBeLessThan(0.4);
    for (const s of skuRows) expect(s.marketPriceFen).toBeGreaterThan(s.priceFen);
  });

  it('fills the drug fields buyers search and read', () => {
    const amoxicillin = goodsRows.filter((g) => g.genericName === '阿莫西林胶囊');
    expect(amoxicillin.length).toBeGreaterThan(3);
    const makers = new Set(amoxicillin.map((g) => g.manufacturer));
    expect(makers.size).toBeGreaterThan(3);
    expect(new Set(amoxicillin.map((g) => `${g.manufacturer} ${g.goodsName}`)).size).toBe(
      amoxicillin.length,
    );
    for (const g of amoxicillin) {
      expect(g.pinyinInitials.startsWith('amxl')).toBe(true);
      expect(g.pinyin).toBe('amoxilinjiaonang');
      expect(g.goodsName).toMatch(/^阿莫西林胶囊 0\.(25|5)g\*\d+粒$/);
      expect(g.approvalNumber).toMatch(/^国药准字[HJ]\d{8}$/);
      expect(g.dosageForm).toBe('胶囊剂');
      const attr = g.attr as Record<string, string>;
      expect(attr.attr_country_code).toMatch(/^\d{14}$/);
      expect(attr.attr_validity).toMatch(/^\d+个月$/);
      expect(attr.attr_production_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const drugs = goodsRows.filter((g) => g.isMedicinal === 1 && g.dosageForm !== '饮片');
    for (const g of drugs) expect(g.approvalNumber).toMatch(/^国药准字[HZSJ]\d{8}$/);
    const ratio = (n: number) => n / goodsRows.length;
    expect(ratio(goodsRows.filter((g) => g.isJc === 1).length)).toBeGreaterThan(0.1);
    expect(ratio(goodsRows.filter((g) => g.traceabilityCode === 1).length)).toBeGreaterThan(0.3);
    expect(new Set(goodsRows.map((g) => g.goodsErpSpid)).size).toBe(goodsRows.length);
  });

  it('writes the rows the generator plans, so every run gives the same catalogue', () => {
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    const plan = planCatalogue(DEMO_CATALOGUE_SEED, today);
    for (const [i, g] of goodsRows.slice(0, 5).entries()) {
      const p = plan.goods[i];
      expect(g).toMatchObject({
        goodsName: p?.goodsName,
        goodsErpSpid: p?.goodsErpSpid,
        priceFen: p?.priceFen,
        stock: p?.stock,
      });
    }
  });
});
