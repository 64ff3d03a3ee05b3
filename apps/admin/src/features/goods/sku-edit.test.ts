import type { ConsoleSku } from '@shop/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { skuEditBody, skuEditValues, skuFieldProblem } from './sku-edit';

const SKU: ConsoleSku = {
  sku_id: 7,
  sku_name: '阿莫西林胶囊',
  spec_name: '0.25g*24粒',
  sku_no: 'A001',
  price: '12.30',
  member_price: '11.00',
  market_price: '15.00',
  stock: 100,
  stock_alarm: 0,
  is_default: true,
};

describe('skuFieldProblem', () => {
  const values = skuEditValues(SKU);
  it('accepts the SKU as it is', () => {
    for (const field of ['price', 'member_price', 'stock'] as const)
      expect(skuFieldProblem(field, values)).toBeNull();
  });
  it('refuses money of more than 2 decimals, negative or not a number', () => {
    for (const price of ['1.234', '-1', 'abc', '', '10000000'])
      expect(skuFieldProblem('price', { ...values, price })).toBe('money');
  });
  it('takes an empty member price as none, and refuses one above the price', () => {
    expect(skuFieldProblem('member_price', { ...values, member_price: '' })).toBeNull();
    expect(skuFieldProblem('member_price', { ...values, member_price: '12.31' })).toBe(
      'member_above_price',
    );
    expect(skuFieldProblem('member_price', { ...values, member_price: '12.3' })).toBeNull();
  });
  it('wants a whole stock from 0 to 99 999 999', () => {
    for (const stock of ['-1', '1.5', '', '100000000'])
      expect(skuFieldProblem('stock', { ...values, stock })).toBe('stock');
    expect(skuFieldProblem('stock', { ...values, stock: '0' })).toBeNull();
  });
});

describe('skuEditBody', () => {
  it('sends only what changed, amounts compared exactly', () => {
    expect(skuEditBody(SKU, { price: '12.3', member_price: '11', stock: '100' })).toBeNull();
    expect(skuEditBody(SKU, { price: '13', member_price: '11.00', stock: '90' })).toEqual({
      sku_id: 7,
      price: '13',
      stock: 90,
    });
  });
  it('removes the member price with ""', () => {
    expect(skuEditBody(SKU, { ...skuEditValues(SKU), member_price: '' })).toEqual({
      sku_id: 7,
      member_price: '',
    });
  });
});
