import type { Floor } from '@shop/contracts/site';
import { describe, expect, it } from 'vitest';
import { palette } from '@/app/theme';
import { floorListUrl, floorNumbers, shownFloors } from './floor-layout';

const adv = (n: number): Floor => ({
  floor_id: n,
  title: 'a',
  block_type: 'adv',
  adv_list: Array.from({ length: n }, () => ({ image: '/a.svg', url: '/brand', title: '' })),
});
const goods = (cards: number): Floor => ({
  floor_id: 10 + cards,
  title: 'g',
  block_type: 'goods',
  color: palette.brand,
  banner: null,
  more: null,
  goods_list: Array.from({ length: cards }, (_, i) => ({
    sku_id: i + 1,
    goods_id: i + 1,
    goods_name: 'x',
    sku_name: 'x',
    sku_image: '',
    goods_image: '',
    unit: '盒',
    min_buy: 1,
    stock: 1,
    sale_num: 0,
    site_id: 1,
    shop_name: 's',
    attr_specs: '',
    attr_factory: '',
    attr_validity: '',
    approval_number: '',
    goods_label: null,
  })),
});

describe('floor layout', () => {
  it('numbers goods and category floors only, skipping advert floors', () => {
    expect(floorNumbers([goods(2), adv(1), goods(3), adv(2), goods(1)])).toEqual([
      1,
      null,
      2,
      null,
      3,
    ]);
  });

  it('leaves out floors with no goods or no images', () => {
    expect(shownFloors([goods(0), adv(0), goods(2), adv(1)]).map((f) => f.floor_id)).toEqual([
      12, 1,
    ]);
  });

  it('links a category to its goods list', () => {
    expect(floorListUrl({ category_id: 7, level: 2 })).toBe('/list?category_id=7&level=2');
  });
});
