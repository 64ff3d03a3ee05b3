import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

type Page<T> = { page_count: number; count: number; list: T[] };
type Brand = { brand_id: number; brand_name: string; brand_initial: string; goods_count: number };
type Shop = { site_id: number; shop_name: string; goods_count: number; sale_count: number };

describe('/api/goodsbrand/centerPage and /api/shop/page', () => {
  let t: TestApp;
  const brands = (body: object = {}) => t.call<Page<Brand>>('/api/goodsbrand/centerPage', body);
  const shops = (body: object = {}) => t.call<Page<Shop>>('/api/shop/page', body);

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('pages the brand centre with goods counts', async () => {
    const all = await brands({ page: 1, page_size: 10 });
    expect(all.code).toBe(0);
    expect(all.data.list).toHaveLength(10);
    expect(all.data.page_count).toBe(Math.ceil(all.data.count / 10));
    expect(all.data.list.some((b) => b.goods_count > 0)).toBe(true);
    const last = await brands({ page: all.data.page_count, page_size: 10 });
    const ids = new Set([...all.data.list, ...last.data.list].map((b) => b.brand_id));
    expect(ids.size).toBe(all.data.list.length + last.data.list.length);
    const past = await brands({ page: all.data.page_count + 1, page_size: 10 });
    expect(past.data).toEqual({ page_count: all.data.page_count, count: all.data.count, list: [] });
  });

  it('filters brands by initial letter, case-insensitively', async () => {
    const first = (await brands({ page_size: 100 })).data.list[0]!;
    const res = await brands({ brand_initial: first.brand_initial.toLowerCase(), page_size: 100 });
    expect(res.code).toBe(0);
    expect(res.data.list.length).toBeGreaterThan(0);
    expect(res.data.list.every((b) => b.brand_initial === first.brand_initial)).toBe(true);
  });

  it('refuses bad brand input with -1', async () => {
    for (const body of [
      { brand_initial: '1' },
      { brand_initial: 'AB' },
      { page: 0 },
      { page_size: 101 },
      { page: 'x' },
    ])
      expect((await brands(body)).code).toBe(-1);
  });

  it('lists the open shops, own shop first, with goods and sales', async () => {
    const res = await shops({ page: 1, page_size: 20 });
    expect(res.code).toBe(0);
    expect(res.data.count).toBe(7);
    expect(res.data.list[0]).toMatchObject({ shop_name: '康源医药自营', is_own: 1 });
    expect(res.data.list.every((s) => s.goods_count > 0 && s.sale_count > 0)).toBe(true);
    expect(res.data.list[0]).toHaveProperty('logo', '/demo/shop/shop-1.svg');
  });

  it('finds shops by name, pinyin initials and full pinyin', async () => {
    const names = async (keyword: string) =>
      (await shops({ keyword })).data.list.map((s) => s.shop_name);
    expect(await names('器械')).toEqual(['博康医疗器械专营店']);
    expect(await names('bkyl')).toEqual(['博康医疗器械专营店']);
    expect(await names('BKYL')).toEqual(['博康医疗器械专营店']);
    expect(await names('baicaoyuan')).toEqual(['百草源中药饮片馆']);
    expect(await names('%')).toEqual([]);
    expect(await names('不存在的店')).toEqual([]);
  });

  it('pages the shops and refuses bad input with -1', async () => {
    const page2 = await shops({ page: 2, page_size: 5 });
    expect(page2.data).toMatchObject({ count: 7, page_count: 2 });
    expect(page2.data.list).toHaveLength(2);
    expect((await shops({ keyword: 'x'.repeat(51) })).code).toBe(-1);
    expect((await shops({ page_size: 0 })).code).toBe(-1);
    expect((await shops({ page_size: 101 })).code).toBe(-1);
  });
});
