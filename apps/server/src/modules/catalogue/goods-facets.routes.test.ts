import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotion, promotionGoods } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedGoodsFixture, type FixtureKey, type GoodsFixture } from './goods-list.fixture';

type Page = { page_count: number; count: number; list: { sku_id: number }[] };
type Facets = {
  brands: { brand_id: number; brand_name: string; count: number }[];
  manufacturers: { manufacturer: string; count: number }[];
  categories?: { category_id: number; category_name: string; level: number; count: number }[];
};

const HOUR = 3_600_000;

describe('goods list shop and promotion filters, and /api/goodssku/facets', () => {
  let t: TestApp;
  let f: GoodsFixture;
  const page = (body: object = {}) => t.call<Page>('/api/goodssku/page', body);
  const member = (body: object = {}) => page({ ...body, token: f.memberToken });
  const facets = (body: object = {}) => t.call<Facets>('/api/goodssku/facets', body);
  const names = (res: { data: Page }) => res.data.list.map((c) => f.nameOf(c.sku_id)).sort();

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedGoodsFixture(t.database.db);
    const now = Date.now();
    const promotions = await t.database.db
      .insert(promotion)
      .values([
        // Running.
        {
          siteId: f.sites.own,
          kind: 'discount',
          name: '特价',
          startAt: new Date(now - HOUR),
          endAt: new Date(now + HOUR),
        },
        {
          siteId: f.sites.own,
          kind: 'seckill',
          name: '秒杀',
          startAt: new Date(now - HOUR),
          endAt: new Date(now + HOUR),
        },
        // Over, not started yet, closed by the shop.
        {
          siteId: f.sites.own,
          kind: 'discount',
          name: '已结束',
          startAt: new Date(now - 2 * HOUR),
          endAt: new Date(now - HOUR),
        },
        {
          siteId: f.sites.own,
          kind: 'discount',
          name: '未开始',
          startAt: new Date(now + HOUR),
          endAt: new Date(now + 2 * HOUR),
        },
        {
          siteId: f.sites.own,
          kind: 'wholesale',
          name: '已关闭',
          startAt: new Date(now - HOUR),
          endAt: new Date(now + HOUR),
          status: 0,
        },
      ])
      .returning();
    const [discount, seckill, over, future, closed] = promotions.map((p) => p.promotionId);
    const goodsIn = (promotionId: number, key: FixtureKey) => ({
      promotionId,
      goodsId: f.goodsOf[key],
    });
    await t.database.db
      .insert(promotionGoods)
      .values([
        goodsIn(discount!, 'amoxCapsule'),
        goodsIn(seckill!, 'amoxClav'),
        goodsIn(over!, 'ibuprofen'),
        goodsIn(future!, 'vitaminC'),
        goodsIn(closed!, 'banlangen'),
      ]);
  });
  afterAll(() => t.close());

  it('filters by shop (site_id)', async () => {
    expect(names(await page({ site_id: f.sites.other }))).toEqual(['banlangen']);
    const own = await page({ site_id: f.sites.own });
    expect(own.data.count).toBe(7);
    expect(names(own)).not.toContain('banlangen');
    expect(names(await page({ site_id: f.sites.own, keyword: '板蓝根' }))).toEqual([]);
    expect((await page({ site_id: 999_999 })).data).toEqual({ page_count: 0, count: 0, list: [] });
    for (const site_id of [-1, 0, 'abc']) expect((await page({ site_id })).code).toBe(-1);
  });

  it('filters members by running promotion kind; ignores the filter for visitors', async () => {
    expect(names(await member({ promotion_kind: 'discount' }))).toEqual(['amoxCapsule']);
    expect(names(await member({ promotion_kind: 'seckill' }))).toEqual(['amoxClav']);
    // Closed by the shop, over, or not started: not running.
    expect((await member({ promotion_kind: 'wholesale' })).data.count).toBe(0);
    const card = (await member({ promotion_kind: 'discount' })).data.list[0]!;
    expect(card).toMatchObject({ promotion_labels: ['discount'] });
    // A visitor cannot see promotion labels, so cannot filter by them either.
    expect((await page({ promotion_kind: 'discount' })).data.count).toBe(8);
    expect((await page({ promotion_kind: 'bogus' })).code).toBe(-1);
  });

  it('counts brands, manufacturers and level-1 categories of the whole catalogue', async () => {
    const res = await facets();
    expect(res.code).toBe(0);
    expect(res.data).toEqual({
      brands: [
        { brand_id: f.brands.sy, brand_name: '石药', count: 2 },
        { brand_id: f.brands.sj, brand_name: '999', count: 1 },
      ],
      manufacturers: [
        { manufacturer: '华北制药股份有限公司', count: 2 },
        { manufacturer: '华润三九医药股份有限公司', count: 1 },
        { manufacturer: '石药集团欧意药业有限公司', count: 1 },
        { manufacturer: '珠海联邦制药股份有限公司', count: 1 },
      ],
      categories: [
        { category_id: f.categories.western, category_name: '西药', level: 1, count: 7 },
        { category_id: f.categories.chinese, category_name: '中成药', level: 1, count: 1 },
      ],
    });
  });

  it('counts the goods a keyword and a category find, one category level down', async () => {
    const res = await facets({ keyword: '阿莫西林', category_id: f.categories.western, level: 1 });
    expect(res.data.brands).toEqual([{ brand_id: f.brands.sy, brand_name: '石药', count: 2 }]);
    expect(res.data.manufacturers).toEqual([
      { manufacturer: '华北制药股份有限公司', count: 2 },
      { manufacturer: '石药集团欧意药业有限公司', count: 1 },
      { manufacturer: '珠海联邦制药股份有限公司', count: 1 },
    ]);
    expect(res.data.categories).toEqual([
      { category_id: f.categories.antiInfective, category_name: '抗感染药', level: 2, count: 5 },
    ]);
    const western = await facets({ category_id: f.categories.western, level: 1 });
    expect(western.data.categories).toEqual([
      { category_id: f.categories.antiInfective, category_name: '抗感染药', level: 2, count: 5 },
      { category_id: f.categories.cold, category_name: '感冒用药', level: 2, count: 2 },
    ]);
    const leaf = await facets({ category_id: f.categories.penicillin, level: 3 });
    expect(leaf.data.categories).toEqual([
      { category_id: f.categories.penicillin, category_name: '青霉素类', level: 3, count: 5 },
    ]);
    expect((await facets({ keyword: '蒙脱石' })).data).toEqual({
      brands: [],
      manufacturers: [],
      categories: [],
    });
  });

  it('keeps the other brands and manufacturers offered when one is picked', async () => {
    const res = await facets({ brand_id: f.brands.sy });
    // Brands are counted without the brand filter, manufacturers with it.
    expect(res.data.brands.map((b) => b.count)).toEqual([2, 1]);
    expect(res.data.manufacturers).toEqual([
      { manufacturer: '石药集团欧意药业有限公司', count: 1 },
    ]);
    const maker = await facets({ manufacturer: '华北制药' });
    expect(maker.data.manufacturers).toHaveLength(4);
    expect(maker.data.brands).toEqual([]);
  });

  it('applies price and promotion filters to members only', async () => {
    const memberFacets = await facets({ min_price: '40', token: f.memberToken });
    expect(memberFacets.data.brands).toEqual([
      { brand_id: f.brands.sy, brand_name: '石药', count: 1 },
    ]);
    const promoted = await facets({ promotion_kind: 'seckill', token: f.memberToken });
    expect(promoted.data.categories).toEqual([
      { category_id: f.categories.western, category_name: '西药', level: 1, count: 1 },
    ]);
    const visitor = await facets({ min_price: '40', promotion_kind: 'seckill' });
    expect(visitor.data).toEqual((await facets()).data);
    expect(JSON.stringify(visitor.data)).not.toMatch(/price|promotion|label/);
  });

  it('refuses bad facet input with -1', async () => {
    for (const body of [
      { keyword: 'a'.repeat(51) },
      { level: 4 },
      { category_id: -1 },
      { site_id: 'x' },
      { promotion_kind: 'x' },
      { min_price: '1.234' },
      { in_stock: 2 },
    ])
      expect((await facets(body)).code, JSON.stringify(body)).toBe(-1);
  });
});
