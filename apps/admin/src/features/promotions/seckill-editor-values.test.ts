import type { ConsoleGoodsRow } from '@shop/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import {
  goodsFieldProblem,
  hasProblems,
  pickedRow,
  seckillBody,
  seckillProblems,
  type SeckillGoodsRow,
} from './seckill-editor-values';

const ROW: SeckillGoodsRow = {
  sku_id: 7,
  goods_id: 3,
  sku_name: '阿莫西林胶囊 0.25g*24粒',
  price: '12.30',
  stock: 100,
  sold_num: 0,
  seckill_price: '9.90',
  seckill_stock: '20',
  limit: '2',
  sort: '0',
};

describe('goodsFieldProblem (issue 27)', () => {
  it('accepts a price above 0 and below the SKU’s, and whole numbers ≥ 0', () => {
    for (const field of ['seckill_price', 'seckill_stock', 'limit', 'sort'] as const)
      expect(goodsFieldProblem(ROW, field)).toBeNull();
    expect(goodsFieldProblem({ ...ROW, seckill_price: '12.29' }, 'seckill_price')).toBeNull();
    expect(goodsFieldProblem({ ...ROW, seckill_stock: '0', limit: '0' }, 'limit')).toBeNull();
  });
  it('refuses a missing, malformed, zero or not-lower seckill price', () => {
    const price = (seckill_price: string) =>
      goodsFieldProblem({ ...ROW, seckill_price }, 'seckill_price');
    expect(price('')).toBe('price_required');
    expect(price('  ')).toBe('price_required');
    for (const bad of ['1.234', '-1', 'abc', '10000000']) expect(price(bad)).toBe('money');
    expect(price('0')).toBe('price_zero');
    expect(price('0.00')).toBe('price_zero');
    expect(price('12.3')).toBe('price_not_below');
    expect(price('15')).toBe('price_not_below');
  });
  it('refuses counts that are not whole numbers ≥ 0, and a sort past 9999', () => {
    for (const bad of ['-1', '1.5', '', 'x', '99999999'])
      expect(goodsFieldProblem({ ...ROW, seckill_stock: bad }, 'seckill_stock')).toBe(
        'whole_number',
      );
    expect(goodsFieldProblem({ ...ROW, limit: '-2' }, 'limit')).toBe('whole_number');
    expect(goodsFieldProblem({ ...ROW, sort: '10000' }, 'sort')).toBe('sort_range');
  });
});

describe('seckillProblems', () => {
  it('asks for at least one goods', () => {
    const problems = seckillProblems([]);
    expect(problems.goods).toBe('no_goods');
    expect(hasProblems(problems)).toBe(true);
  });
  it('refuses the same SKU twice and more than 100 goods', () => {
    const twice = seckillProblems([ROW, { ...ROW }]);
    expect(twice.rows.get(7)).toEqual({ sku: 'duplicate' });
    const many = Array.from({ length: 101 }, (_, i) => ({ ...ROW, sku_id: i + 1 }));
    expect(seckillProblems(many).goods).toBe('too_many');
  });
  it('collects each row’s problems by SKU, and none for valid goods', () => {
    const problems = seckillProblems([ROW, { ...ROW, sku_id: 8, seckill_price: '', limit: '-1' }]);
    expect(problems.rows.get(7)).toBeUndefined();
    expect(problems.rows.get(8)).toEqual({
      seckill_price: 'price_required',
      limit: 'whole_number',
    });
    expect(hasProblems(seckillProblems([ROW]))).toBe(false);
  });
});

describe('seckillBody', () => {
  it('sends yuan as typed (trimmed) and the counts as numbers', () => {
    expect(
      seckillBody(
        {
          name: ' 早场 ',
          day: '2026-12-01',
          time_id: 2,
          goods: [{ ...ROW, seckill_price: ' 9.9 ' }],
        },
        false,
      ),
    ).toEqual({
      name: '早场',
      day: '2026-12-01',
      time_id: 2,
      publish: false,
      goods: [{ sku_id: 7, seckill_price: '9.9', seckill_stock: 20, limit: 2, sort: 0 }],
    });
  });
});

describe('pickedRow', () => {
  it('takes the SKU’s price and stock, with no cap, no limit and no price yet', () => {
    const goods = {
      goods_id: 3,
      goods_name: '阿莫西林胶囊',
      skus: [],
    } as unknown as ConsoleGoodsRow;
    const sku = {
      sku_id: 7,
      sku_name: '阿莫西林胶囊',
      spec_name: '0.25g*24粒',
      sku_no: '',
      price: '12.30',
      member_price: null,
      market_price: '0.00',
      stock: 100,
      stock_alarm: 0,
      is_default: true,
    };
    expect(pickedRow(goods, sku)).toMatchObject({
      sku_id: 7,
      goods_id: 3,
      sku_name: '阿莫西林胶囊 0.25g*24粒',
      price: '12.30',
      stock: 100,
      seckill_price: '',
      seckill_stock: '0',
      limit: '0',
    });
  });
});
