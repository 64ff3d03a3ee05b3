import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsSku, memberLabel, saleControl } from '../../db/schema';
import { keysOf, priceKeysIn } from '../../test/json-keys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedGoodsFixture, type FixtureKey, type GoodsFixture } from './goods-list.fixture';

type Card = Record<string, unknown> & { sku_id: number };
type Page = { page_count: number; count: number; list: Card[] };

describe('/api/goodssku/page', () => {
  let t: TestApp;
  let f: GoodsFixture;
  const page = (body: object = {}) => t.call<Page>('/api/goodssku/page', body);
  const member = (body: object = {}) => page({ ...body, token: f.memberToken });
  const names = (res: { data: Page }) => res.data.list.map((c) => f.nameOf(c.sku_id));
  const sorted = (keys: FixtureKey[]) => [...keys].sort();

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedGoodsFixture(t.database.db);
  });
  afterAll(() => t.close());

  it('lists on-sale goods once each, by sales, with the default SKU and public fields', async () => {
    const res = await page();
    expect(res.code).toBe(0);
    expect(res.data.count).toBe(8);
    expect(res.data.page_count).toBe(1);
    expect(names(res)).toEqual([
      'banlangen',
      'amoxClav',
      'amoxCapsule',
      'amoxBrand',
      'ibuprofen',
      'amoxCompound',
      'vitaminC',
      'amoxExact',
    ]);
    const capsule = res.data.list[2]!;
    expect(capsule).toEqual({
      sku_id: f.skuOf.amoxCapsule,
      goods_id: expect.any(Number),
      goods_name: '阿莫西林胶囊 0.25g*24粒',
      sku_name: '阿莫西林胶囊 0.25g*24粒',
      sku_image: '/sku.png',
      goods_image: '',
      unit: '件',
      min_buy: 1,
      stock: 100,
      sale_num: 500,
      site_id: expect.any(Number),
      shop_name: '康源自营店',
      attr_specs: '0.25g*24粒',
      attr_factory: '石药集团欧意药业有限公司',
      attr_validity: '24个月',
      approval_number: '',
      goods_label: { label_name: '新品', label_color: '#FF0000', font_color: '#FFFFFF' },
    });
    expect(res.data.list[0]!.goods_label).toBeNull();
  });

  it('never sends prices, promotion labels or goods tags to a visitor', async () => {
    for (const body of [{}, { token: 'not-a-real-token' }, { order: 'price', sort: 'asc' }]) {
      const res = await page(body);
      expect(res.code).toBe(0);
      expect(priceKeysIn(res.data)).toEqual([]);
      expect(keysOf(res.data).has('sale_control')).toBe(false);
    }
  });

  it('gives a member prices as 2-decimal yuan, member price only when lower, and tags', async () => {
    const res = await member({ keyword: '阿莫西林' });
    const byName = new Map(res.data.list.map((c) => [f.nameOf(c.sku_id), c]));
    expect(byName.get('amoxCapsule')).toMatchObject({
      price: '12.50',
      market_price: '15.50',
      member_price: '11.00',
      is_jc: 1,
      traceability_code: 1,
      attr_country_code: '86900',
    });
    const exact = byName.get('amoxExact')!;
    expect(exact).toMatchObject({ price: '9.00', market_price: '12.00' });
    expect('member_price' in exact).toBe(false);
  });

  it('filters by category through the category path at each level', async () => {
    const { western, antiInfective, penicillin, cold, chinese, herbal } = f.categories;
    const penicillins: FixtureKey[] = [
      'amoxCapsule',
      'amoxExact',
      'amoxCompound',
      'amoxBrand',
      'amoxClav',
    ];
    expect(sorted(names(await page({ category_id: western, level: 1 })))).toEqual(
      sorted([...penicillins, 'ibuprofen', 'vitaminC']),
    );
    expect(sorted(names(await page({ category_id: antiInfective, level: 2 })))).toEqual(
      sorted(penicillins),
    );
    expect(sorted(names(await page({ category_id: penicillin, level: 3 })))).toEqual(
      sorted(penicillins),
    );
    expect(sorted(names(await page({ category_id: cold })))).toEqual(['ibuprofen', 'vitaminC']);
    expect(names(await page({ category_id: herbal, level: 3 }))).toEqual(['banlangen']);
    expect(names(await page({ category_id: chinese, level: 1 }))).toEqual(['banlangen']);
    // A level-2 id asked as level 1 is not a root of any path.
    expect((await page({ category_id: antiInfective, level: 1 })).data.count).toBe(0);
  });

  it('filters by brand, manufacturer and stock', async () => {
    expect(sorted(names(await page({ brand_id: f.brands.sy })))).toEqual([
      'amoxCapsule',
      'amoxClav',
    ]);
    expect(names(await page({ brand_id: f.brands.sj }))).toEqual(['banlangen']);
    expect(sorted(names(await page({ manufacturer: '华北制药' })))).toEqual([
      'amoxCompound',
      'amoxExact',
    ]);
    expect((await page({ manufacturer: '%' })).data.count).toBe(0);
    const inStock = names(await page({ in_stock: 1 }));
    expect(inStock).not.toContain('amoxExact');
    expect(inStock).toHaveLength(7);
    expect(await page({ in_stock: 0 })).toMatchObject({ data: { count: 8 } });
  });

  it('filters by price for members only', async () => {
    const range = { min_price: '10', max_price: '30.00' };
    expect(sorted(names(await member(range)))).toEqual(
      sorted(['amoxCapsule', 'amoxCompound', 'banlangen', 'ibuprofen']),
    );
    expect((await member({ min_price: '40' })).data.list.map((c) => c.price)).toEqual(['42.00']);
    expect((await page(range)).data.count).toBe(8);
  });

  it('sorts by sales, price and creation time in both directions', async () => {
    const bySales = names(await page({ order: 'sale_num', sort: 'asc' }));
    expect(bySales[0]).toBe('amoxExact');
    expect(bySales.at(-1)).toBe('banlangen');
    expect(names(await page({ order: 'sale_num', sort: 'desc' }))).toEqual([...bySales].reverse());

    const byPrice = await member({ order: 'price', sort: 'asc' });
    expect(byPrice.data.list.map((c) => c.price)).toEqual([
      '8.00',
      '9.00',
      '12.50',
      '15.00',
      '20.00',
      '30.00',
      '35.00',
      '42.00',
    ]);
    const byPriceDesc = await member({ order: 'price', sort: 'desc' });
    expect(byPriceDesc.data.list.map((c) => c.price)).toEqual(
      byPrice.data.list.map((c) => c.price).reverse(),
    );
    // A visitor cannot order by a price it may not see: the default order is used.
    expect(names(await page({ order: 'price', sort: 'asc' }))).toEqual(names(await page()));

    const newest = names(await page({ order: 'create_time', sort: 'desc' }));
    expect(newest.slice(0, 2)).toEqual(['vitaminC', 'ibuprofen']);
    expect(names(await page({ order: 'create_time', sort: 'asc' }))).toEqual([...newest].reverse());
  });

  it('pages with page_size default 20 and capped at 100', async () => {
    const first = await page({ page: 1, page_size: 3 });
    const third = await page({ page: 3, page_size: 3 });
    expect(first.data).toMatchObject({ count: 8, page_count: 3 });
    expect(names(first)).toEqual(['banlangen', 'amoxClav', 'amoxCapsule']);
    expect(names(third)).toEqual(['vitaminC', 'amoxExact']);
    expect((await page({ page: 9, page_size: 3 })).data).toEqual({
      page_count: 3,
      count: 8,
      list: [],
    });
    expect((await page({ page_size: 100 })).code).toBe(0);
  });

  it('refuses bad input with -1', async () => {
    for (const body of [
      { page_size: 101 },
      { page_size: 0 },
      { page: 0 },
      { keyword: 'a'.repeat(51) },
      { level: 4 },
      { category_id: -1 },
      { order: 'goods_name' },
      { order: 'price; DROP TABLE goods' },
      { sort: 'up' },
      { in_stock: 2 },
      { min_price: 'abc' },
      { min_price: '1.234' },
      { manufacturer: 'x'.repeat(101) },
    ]) {
      expect((await page(body)).code, JSON.stringify(body)).toBe(-1);
    }
    expect((await page({ keyword: 'a'.repeat(50) })).code).toBe(0);
  });
});

describe('/api/goodssku/page price order for a member (issue #13)', () => {
  let t: TestApp;
  let f: GoodsFixture;
  const page = (body: object = {}) => t.call<Page>('/api/goodssku/page', body);
  const member = (body: object = {}) => page({ ...body, token: f.memberToken });
  const names = (res: { data: Page }) => res.data.list.map((c) => f.nameOf(c.sku_id));
  /** The price the card shows large (web price-display): the member price when sent. */
  const shown = (res: { data: Page }) => res.data.list.map((c) => c.member_price ?? c.price);

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedGoodsFixture(t.database.db);
    // Member prices that reorder the list: 布洛芬 30.00 -> 8.50, 联邦阿莫仙 35.00 -> 10.00.
    const setMemberPrice = (key: FixtureKey, memberPriceFen: number) =>
      t.database.db
        .update(goodsSku)
        .set({ memberPriceFen })
        .where(eq(goodsSku.skuId, f.skuOf[key]));
    await setMemberPrice('ibuprofen', 850);
    await setMemberPrice('amoxBrand', 1000);
    // Sale control hides 板蓝根's price (15.00) from the member (a label the member lacks).
    const [clinic] = await t.database.db.select().from(memberLabel).limit(1);
    await t.database.db.insert(saleControl).values({
      goodsId: f.goodsOf.banlangen,
      ruleName: '医疗机构专供',
      allowedLabelIds: [clinic!.labelId],
      viewPrice: false,
      notBuyMsg: '仅限医疗机构采购',
    });
  });
  afterAll(() => t.close());

  it('sorts by the price the card shows, in both directions, goods without one last', async () => {
    const asc = await member({ order: 'price', sort: 'asc' });
    expect(shown(asc)).toEqual([
      '8.00',
      '8.50',
      '9.00',
      '10.00',
      '11.00',
      '20.00',
      '42.00',
      undefined,
    ]);
    expect(names(asc)).toEqual([
      'vitaminC',
      'ibuprofen',
      'amoxExact',
      'amoxBrand',
      'amoxCapsule',
      'amoxCompound',
      'amoxClav',
      'banlangen',
    ]);
    expect(asc.data.list[7]!.sale_control).toMatchObject({ view_price: false });
    // The list price alone would put 布洛芬 (30.00) and 联邦阿莫仙 (35.00) near the end.
    expect(asc.data.list[1]).toMatchObject({ price: '30.00', member_price: '8.50' });
    // 阿莫西林's member price 9.50 is above its price: the card shows 9.00 and sorts by it.
    expect(asc.data.list[2]).toMatchObject({ price: '9.00' });
    expect('member_price' in asc.data.list[2]!).toBe(false);
    const desc = await member({ order: 'price', sort: 'desc' });
    expect(shown(desc)).toEqual([...shown(asc).slice(0, 7).reverse(), undefined]);
    expect(desc.data.count).toBe(8);
    const paged = await member({ order: 'price', sort: 'asc', page: 2, page_size: 3 });
    expect(names(paged)).toEqual(['amoxBrand', 'amoxCapsule', 'amoxCompound']);
    const lastPage = await member({ order: 'price', sort: 'desc', page: 3, page_size: 3 });
    expect(names(lastPage)).toEqual(['vitaminC', 'banlangen']);
  });

  it('filters a price range by the price the card shows', async () => {
    const upTo10 = await member({ max_price: '10.00', order: 'price', sort: 'asc' });
    expect(names(upTo10)).toEqual(['vitaminC', 'ibuprofen', 'amoxExact', 'amoxBrand']);
    // 阿莫西林胶囊: price 12.50, member price 11.00.
    const around11 = await member({ min_price: '10.50', max_price: '12.00' });
    expect(names(around11)).toEqual(['amoxCapsule']);
  });

  it('still gives a visitor the default order, with no price, for a price sort', async () => {
    const visitor = await page({ order: 'price', sort: 'asc' });
    expect(visitor.code).toBe(0);
    expect(names(visitor)).toEqual(names(await page()));
    expect(priceKeysIn(visitor.data)).toEqual([]);
  });
});
