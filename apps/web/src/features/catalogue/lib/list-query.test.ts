import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  changeListQuery,
  EMPTY_LIST_QUERY,
  listUrl,
  nextSort,
  parseListQuery,
  serializeListQuery,
  toPageBody,
  withoutFilter,
  withoutFilters,
} from './list-query';

const parse = (search: string, member = true) =>
  parseListQuery(new URLSearchParams(search), member);

const FULL =
  'keyword=amxl&category_id=12&level=2&brand_id=3&site_id=4&manufacturer=%E5%8D%8E%E5%8C%97' +
  '&min_price=1.5&max_price=20&in_stock=1&promotion_kind=seckill&order=price&sort=asc&page=3';

describe('parseListQuery', () => {
  it('reads every filter a member may use', () => {
    expect(parse(FULL)).toEqual({
      keyword: 'amxl',
      category_id: 12,
      level: 2,
      brand_id: 3,
      site_id: 4,
      manufacturer: '华北',
      min_price: '1.5',
      max_price: '20',
      in_stock: true,
      promotion_kind: 'seckill',
      order: 'price',
      sort: 'asc',
      page: 3,
    });
  });

  it('drops the members-only price bounds, price sort and promotion filter for a visitor', () => {
    const query = parse(FULL, false);
    expect(query.min_price).toBe('');
    expect(query.max_price).toBe('');
    expect(query.promotion_kind).toBeUndefined();
    expect(query.order).toBe('default');
    expect(query.sort).toBe('desc');
    // What a visitor may filter on stays.
    expect(query).toMatchObject({ keyword: 'amxl', brand_id: 3, site_id: 4, in_stock: true });
    expect(serializeListQuery(query)).not.toMatch(/price|promotion/);
  });

  it('falls back to defaults for malformed values instead of failing', () => {
    expect(
      parse(
        'category_id=-1&level=7&brand_id=abc&site_id=0&min_price=1e3&max_price=12.345' +
          '&in_stock=yes&promotion_kind=free&order=price;drop&sort=up&page=0',
      ),
    ).toEqual(EMPTY_LIST_QUERY);
    expect(parse('page=9999999').page).toBe(1);
    expect(parse('level=2').level).toBeUndefined();
  });

  it('trims the keyword and cuts it to 50 characters', () => {
    const long = '阿'.repeat(60);
    expect(parse(`keyword=${encodeURIComponent(`  ${long}  `)}`).keyword).toBe('阿'.repeat(50));
  });

  it('swaps price bounds given the wrong way round', () => {
    expect(parse('min_price=30&max_price=5')).toMatchObject({ min_price: '5', max_price: '30' });
  });
});

describe('serializeListQuery', () => {
  it('round-trips a full state', () => {
    expect(parse(serializeListQuery(parse(FULL)))).toEqual(parse(FULL));
  });

  it('leaves out defaults so equal states give equal URLs', () => {
    expect(serializeListQuery(EMPTY_LIST_QUERY)).toBe('');
    expect(listUrl(EMPTY_LIST_QUERY)).toBe('/list');
    expect(listUrl({ ...EMPTY_LIST_QUERY, keyword: '布洛芬', order: 'sale_num' })).toBe(
      `/list?keyword=${encodeURIComponent('布洛芬')}&order=sale_num&sort=desc`,
    );
  });
});

describe('changes', () => {
  const base = parse(FULL);

  it('a filter change goes back to page 1; a page change keeps the filters', () => {
    expect(changeListQuery(base, { in_stock: false }).page).toBe(1);
    expect(changeListQuery(base, { page: 5 })).toEqual({ ...base, page: 5 });
    expect(changeListQuery(base, { brand_id: undefined })).not.toHaveProperty('brand_id');
  });

  it('price sorts low to high first, then flips; other tabs sort high to low', () => {
    const first = nextSort(EMPTY_LIST_QUERY, 'price');
    expect(first).toEqual({ order: 'price', sort: 'asc' });
    expect(nextSort({ ...EMPTY_LIST_QUERY, ...first }, 'price')).toEqual({
      order: 'price',
      sort: 'desc',
    });
    expect(nextSort({ ...EMPTY_LIST_QUERY, order: 'price', sort: 'desc' }, 'price').sort).toBe(
      'asc',
    );
    expect(nextSort(base, 'sale_num')).toEqual({ order: 'sale_num', sort: 'desc' });
  });

  it('lists the active filters and removes them one by one or all at once', () => {
    expect(activeFilters(base)).toEqual([
      'site_id',
      'brand_id',
      'manufacturer',
      'price',
      'in_stock',
      'promotion_kind',
    ]);
    expect(withoutFilter(base, 'price')).toMatchObject({ min_price: '', max_price: '' });
    const cleared = withoutFilters(base);
    expect(activeFilters(cleared)).toEqual([]);
    expect(cleared).toMatchObject({ keyword: 'amxl', category_id: 12, level: 2, order: 'price' });
  });

  it('sends 20 a page with only the chosen filters', () => {
    expect(toPageBody({ ...EMPTY_LIST_QUERY, keyword: 'amxl', page: 2 })).toEqual({
      keyword: 'amxl',
      page: 2,
      page_size: 20,
      order: 'default',
      sort: 'desc',
    });
    expect(toPageBody(base)).toMatchObject({ in_stock: 1, min_price: '1.5', site_id: 4 });
  });
});
