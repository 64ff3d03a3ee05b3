import { ErpPriceRowSchema, judgeErpRows, rowKey } from '@shop/contracts/erp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { memberLabel, memberLevel } from '../member/member.tables';
import { goods, goodsSku, goodsSkuPrice } from './catalogue.tables';
import { syncErpPrices } from './erp-price.service';
import { insertErpGoods, seedErpFixture, type ErpFixture } from './erp-sync.testing';

describe('prices from the ERP (issue 26, ADR 0021)', () => {
  let t: TestApp;
  let fx: ErpFixture;
  let amox: { goodsId: number; skuId: number };
  let other: { goodsId: number; skuId: number };
  let clinic: number;
  let gold: number;

  const row = (overrides: Record<string, unknown> = {}) => ({
    goods_erp_spid: 'SP001',
    price: '12.50',
    market_price: '15',
    cost_price: '8.20',
    member_price: '12.00',
    buyer_type_prices: [{ buyer_type: 'ERP诊所', price: '11.80' }],
    level_prices: [{ level: 'ERP金卡', price: '11.90' }],
    wholesale_tiers: [
      { num: 10, price: '11.00' },
      { num: 50, price: '10.00' },
    ],
    ...overrides,
  });
  async function sync(rows: unknown[], siteId = fx.sites.own) {
    const { accepted, refused } = judgeErpRows(ErpPriceRowSchema, rows, rowKey('goods_erp_spid'));
    const results = await syncErpPrices(t.database.db, siteId, accepted, { lang: 'en-US' });
    return [...refused, ...results].sort((a, b) => a.index - b.index);
  }
  const pricesOf = async (id: { goodsId: number; skuId: number }) => {
    const db = t.database.db;
    const [g] = await db.select().from(goods).where(eq(goods.goodsId, id.goodsId));
    const [s] = await db.select().from(goodsSku).where(eq(goodsSku.skuId, id.skuId));
    const grades = await db.select().from(goodsSkuPrice).where(eq(goodsSkuPrice.skuId, id.skuId));
    return {
      goods: [g!.priceFen, g!.marketPriceFen],
      sku: [s!.priceFen, s!.marketPriceFen, s!.costPriceFen, s!.memberPriceFen],
      tiers: s!.wholesaleTiers,
      grades: grades.map((x) => [x.kind, x.targetId, x.priceFen]).sort(),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    fx = await seedErpFixture(db);
    amox = await insertErpGoods(db, fx, {
      siteId: fx.sites.own,
      code: 'SP001',
      name: '阿莫西林胶囊',
    });
    other = await insertErpGoods(db, fx, {
      siteId: fx.sites.other,
      code: 'SP001',
      name: '阿莫西林 海王',
      priceFen: 990,
    });
    clinic = (await db.insert(memberLabel).values({ labelName: 'ERP诊所' }).returning())[0]!
      .labelId;
    gold = (await db.insert(memberLevel).values({ levelName: 'ERP金卡' }).returning())[0]!.levelId;
  }, 120_000);
  afterAll(() => t.close());

  it('sets every price of the default SKU and the goods, refusing bad rows alone', async () => {
    const results = await sync([
      row(),
      row({ goods_erp_spid: 'NOPE' }),
      row({ goods_erp_spid: 'SP009', price: '12.345' }),
    ]);
    expect(results.map((r) => [r.key, r.status, r.field ?? ''])).toEqual([
      ['SP001', 'updated', ''],
      ['NOPE', 'refused', 'goods_erp_spid'],
      ['SP009', 'refused', 'price'],
    ]);
    expect(await pricesOf(amox)).toEqual({
      goods: [1250, 1500],
      sku: [1250, 1500, 820, 1200],
      tiers: [
        { num: 10, limit_num: 0, price_fen: 1100 },
        { num: 50, limit_num: 0, price_fen: 1000 },
      ],
      grades: [
        ['label', clinic, 1180],
        ['level', gold, 1190],
      ],
    });
    // The other shop's goods of the same code keeps its price.
    expect((await pricesOf(other)).sku[0]).toBe(990);
  });

  it('answers unchanged for the same prices again, and keeps what a row leaves out', async () => {
    expect((await sync([row()]))[0]!.status).toBe('unchanged');
    const results = await sync([{ goods_erp_spid: 'SP001', price: '13.00' }]);
    expect(results[0]!.status).toBe('updated');
    const now = await pricesOf(amox);
    expect(now.sku).toEqual([1300, 1500, 820, 1200]);
    expect(now.grades).toEqual([
      ['label', clinic, 1180],
      ['level', gold, 1190],
    ]);
  });

  it('refuses unknown buyer types, prices above the price and tiers out of order', async () => {
    const before = await pricesOf(amox);
    const results = await sync([
      row({ buyer_type_prices: [{ buyer_type: '医院', price: '10' }] }),
      row({ goods_erp_spid: 'SP001', level_prices: [{ level: 'ERP金卡', price: '13' }] }),
    ]);
    expect(results[0]).toMatchObject({
      status: 'refused',
      field: 'buyer_type_prices.0',
      reason: 'Buyer type not found: 医院',
    });
    expect(results[1]).toMatchObject({ status: 'refused', field: 'goods_erp_spid' });
    const [tiers] = await sync([
      row({
        wholesale_tiers: [
          { num: 10, price: '11' },
          { num: 5, price: '10' },
        ],
      }),
    ]);
    expect(tiers).toMatchObject({ status: 'refused', field: 'wholesale_tiers.1' });
    const [above] = await sync([row({ level_prices: [{ level: 'erp金卡', price: '13' }] })]);
    expect(above).toMatchObject({ status: 'refused', field: 'level_prices' });
    expect(await pricesOf(amox)).toEqual(before);
  });

  it('sets and clears the near-expiry zone price (ADR 0029), never above the price', async () => {
    const nearOf = async () =>
      (
        await t.database.db
          .select({ p: goodsSku.nearExpiryPriceFen })
          .from(goodsSku)
          .where(eq(goodsSku.skuId, amox.skuId))
      )[0]!.p;
    expect(await sync([row({ near_expiry_price: '9.90' })])).toMatchObject([{ status: 'updated' }]);
    expect(await nearOf()).toBe(990);
    expect(await sync([row({ near_expiry_price: '9.90' })])).toMatchObject([
      { status: 'unchanged' },
    ]);
    // Left out: kept.
    expect(await sync([row()])).toMatchObject([{ status: 'unchanged' }]);
    expect(await sync([row({ near_expiry_price: '12.51' })])).toMatchObject([
      { status: 'refused', field: 'near_expiry_price' },
    ]);
    expect(await sync([row({ near_expiry_price: '0' })])).toMatchObject([
      { status: 'refused', field: 'near_expiry_price' },
    ]);
    expect(await nearOf()).toBe(990);
    expect(await sync([row({ near_expiry_price: '' })])).toMatchObject([{ status: 'updated' }]);
    expect(await nearOf()).toBeNull();
  });
});
