import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedGoodsFixture, type FixtureKey, type GoodsFixture } from './goods-list.fixture';
import { escapeLike } from '../../lib/like';
import { highlightName } from './goods-search';

type Page = { count: number; list: { sku_id: number }[] };
type Suggestion = {
  sku_id: number;
  goods_name: string;
  highlight: { text: string; hit: boolean }[];
};

describe('highlightName and escapeLike', () => {
  it('splits every case-insensitive occurrence', () => {
    expect(highlightName('阿莫西林胶囊', '阿莫西林')).toEqual([
      { text: '阿莫西林', hit: true },
      { text: '胶囊', hit: false },
    ]);
    expect(highlightName('维C泡腾片 VC', 'c')).toEqual([
      { text: '维', hit: false },
      { text: 'C', hit: true },
      { text: '泡腾片 V', hit: false },
      { text: 'C', hit: true },
    ]);
    expect(highlightName('阿莫西林', 'zz')).toEqual([{ text: '阿莫西林', hit: false }]);
  });

  it('marks the characters a pinyin keyword spells: initials, or full pinyin partly typed', () => {
    expect(highlightName('复方阿莫西林胶囊', 'amxl')).toEqual([
      { text: '复方', hit: false },
      { text: '阿莫西林', hit: true },
      { text: '胶囊', hit: false },
    ]);
    expect(highlightName('阿莫西林胶囊 0.25g', 'amoxil')).toEqual([
      { text: '阿莫西林', hit: true },
      { text: '胶囊 0.25g', hit: false },
    ]);
    expect(highlightName('板蓝根颗粒', 'banlangen')).toEqual([
      { text: '板蓝根', hit: true },
      { text: '颗粒', hit: false },
    ]);
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});

describe('goods keyword search', () => {
  let t: TestApp;
  let f: GoodsFixture;
  const search = async (keyword: string, body: object = {}) => {
    const res = await t.call<Page>('/api/goodssku/page', { keyword, ...body });
    expect(res.code).toBe(0);
    return res.data.list.map((c) => f.nameOf(c.sku_id));
  };
  const suggest = (body: object) =>
    t.call<Suggestion[]>('/api/goodssku/searchGoodsByKeyWord', body);

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedGoodsFixture(t.database.db);
  });
  afterAll(() => t.close());

  it('ranks exact name, name prefix, name contains, other fields, then sales', async () => {
    expect(await search('阿莫西林')).toEqual<FixtureKey[]>([
      'amoxExact',
      'amoxClav',
      'amoxCapsule',
      'amoxCompound',
      'amoxBrand',
    ]);
  });

  it('finds by pinyin initials and full pinyin, prefix before contains, case-insensitive', async () => {
    const initials: FixtureKey[] = [
      'amoxClav',
      'amoxCapsule',
      'amoxBrand',
      'amoxExact',
      'amoxCompound',
    ];
    expect(await search('amxl')).toEqual(initials);
    expect(await search('AMXL')).toEqual(initials);
    expect(await search('amoxilin')).toEqual(initials);
    expect(await search('amo xi lin')).toEqual(initials);
    expect(await search('blg')).toEqual(['banlangen']);
  });

  it('finds by manufacturer, approval number, bar code and ERP code', async () => {
    expect(await search('华北制药')).toEqual(['amoxCompound', 'amoxExact']);
    expect(await search('z44021940')).toEqual(['banlangen']);
    expect(await search('6901234567')).toEqual(['banlangen']);
    expect(await search('SP100')).toEqual(['banlangen']);
  });

  it('treats LIKE wildcards in the keyword literally', async () => {
    expect(await search('%')).toEqual(['vitaminC']);
    expect(await search('_')).toEqual(['banlangen']);
    expect(await search('\\')).toEqual([]);
    expect(await search('阿莫%林')).toEqual([]);
  });

  it('leaves out goods off the shelf or deleted', async () => {
    const all = await search('阿莫西林', { page_size: 100 });
    expect(all).not.toContain('offShelf');
    expect(all).not.toContain('deleted');
    expect(await search('amxlp')).toEqual([]);
  });

  it('combines the keyword with filters and sorts', async () => {
    expect(await search('amxl', { brand_id: f.brands.sy })).toEqual(['amoxClav', 'amoxCapsule']);
    expect(await search('阿莫西林', { order: 'sale_num', sort: 'asc' })).toEqual([
      'amoxExact',
      'amoxCompound',
      'amoxBrand',
      'amoxCapsule',
      'amoxClav',
    ]);
    expect(await search('   ')).toHaveLength(8);
  });

  it('suggests ranked names with the matched part marked and no prices', async () => {
    const res = await suggest({ keyword: '阿莫西林', limit: 2, token: f.memberToken });
    expect(res.code).toBe(0);
    expect(res.data).toEqual([
      {
        sku_id: f.skuOf.amoxExact,
        goods_name: '阿莫西林',
        manufacturer: '华北制药股份有限公司',
        highlight: [{ text: '阿莫西林', hit: true }],
      },
      {
        sku_id: f.skuOf.amoxClav,
        goods_name: '阿莫西林克拉维酸钾片',
        manufacturer: '',
        highlight: [
          { text: '阿莫西林', hit: true },
          { text: '克拉维酸钾片', hit: false },
        ],
      },
    ]);
    const pinyin = await suggest({ keyword: 'amxl' });
    expect(pinyin.data).toHaveLength(5);
    // Found by pinyin: in a name holding 阿莫西林 those characters are marked; a goods found
    // through its generic name's pinyin has nothing marked.
    for (const s of pinyin.data)
      expect(
        s.highlight.filter((p) => p.hit).map((p) => p.text),
        s.goods_name,
      ).toEqual(s.goods_name.includes('阿莫西林') ? ['阿莫西林'] : []);
    expect(JSON.stringify(pinyin.data)).not.toMatch(/price|label|promotion/);
    expect((await suggest({ keyword: '蒙脱石' })).data).toEqual([]);
  });

  it('suggests in the same rank order as the list', async () => {
    for (const keyword of ['阿莫西林', 'amxl', 'amoxilin', '华北制药']) {
      const res = await suggest({ keyword, limit: 20 });
      expect(
        res.data.map((s) => f.nameOf(s.sku_id)),
        keyword,
      ).toEqual(await search(keyword));
    }
  });

  it('suggests at most 10 by default and refuses bad input', async () => {
    expect((await suggest({ keyword: 'a' })).data.length).toBeLessThanOrEqual(10);
    for (const body of [
      {},
      { keyword: '' },
      { keyword: '   ' },
      { keyword: 'a'.repeat(51) },
      { keyword: 'a', limit: 21 },
      { keyword: 'a', limit: 0 },
    ])
      expect((await suggest(body)).code, JSON.stringify(body)).toBe(-1);
  });
});

describe('search on the demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  }, 120_000);
  afterAll(() => t.close());

  it('finds 阿莫西林 by its pinyin initials', async () => {
    const res = await t.call<{ count: number; list: { goods_name: string }[] }>(
      '/api/goodssku/page',
      { keyword: 'amxl', page_size: 5 },
    );
    expect(res.code).toBe(0);
    expect(res.data.count).toBeGreaterThan(0);
    expect(res.data.list[0]!.goods_name).toContain('阿莫西林');
  });

  it('tells suggestions of one name apart by their makers', async () => {
    type Suggestion = { goods_name: string; manufacturer: string };
    const res = await t.call<Suggestion[]>('/api/goodssku/searchGoodsByKeyWord', {
      keyword: 'amxl',
      limit: 20,
    });
    expect(res.code).toBe(0);
    expect(res.data).toHaveLength(20);
    // The demo sells 阿莫西林颗粒 0.125g*6袋 of several makers: each is its own suggestion.
    const names = res.data.map((s) => s.goods_name);
    expect(new Set(names).size).toBeLessThan(names.length);
    const pairs = res.data.map((s) => `${s.goods_name} / ${s.manufacturer}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('finds 阿莫西林 by full pinyin, and a goods by its approval number', async () => {
    type Card = { goods_name: string; approval_number: string };
    const res = await t.call<{ count: number; list: Card[] }>('/api/goodssku/page', {
      keyword: 'amoxilin',
      page_size: 5,
    });
    expect(res.data.list[0]!.goods_name).toContain('阿莫西林');
    const { goods_name, approval_number } = res.data.list[0]!;
    expect(approval_number).not.toBe('');
    const byApproval = await t.call<{ count: number; list: Card[] }>('/api/goodssku/page', {
      keyword: approval_number.toLowerCase(),
    });
    expect(byApproval.data.list.map((c) => c.goods_name)).toContain(goods_name);
  });
});
