import { describe, expect, it } from 'vitest';
import { normaliseQuantity, quantityRules } from './buy-quantity';

describe('quantityRules', () => {
  it('uses min_buy as minimum and step and the whole steps of the stock as maximum', () => {
    expect(quantityRules({ min_buy: 10, stock: 95 })).toEqual({ min: 10, step: 10, max: 90 });
  });
  it('falls back to 1 when min_buy is unset', () => {
    expect(quantityRules({ min_buy: 0, stock: 3 })).toEqual({ min: 1, step: 1, max: 3 });
  });
  it('never has a maximum below the minimum (out of stock)', () => {
    expect(quantityRules({ min_buy: 5, stock: 0 })).toEqual({ min: 5, step: 5, max: 5 });
    // issue 25: 中包装 10 with 倍数 4 steps by 20.
    expect(quantityRules({ min_buy: 10, stock: 95, num_multiple: 4 })).toEqual({
      min: 20,
      step: 20,
      max: 80,
    });
  });
});

describe('normaliseQuantity', () => {
  const rules = quantityRules({ min_buy: 10, stock: 95 });
  it.each([
    [null, 10],
    [undefined, 10],
    ['', 10],
    [0, 10],
    [-3, 10],
    [0.5, 10],
    [Number.NaN, 10],
    [10, 10],
    [20, 20],
    [25, 20],
    ['37', 30],
    [95, 90],
    [500, 90],
  ])('%s becomes %s', (input, expected) => {
    expect(normaliseQuantity(input, rules)).toBe(expected);
  });

  it('with min_buy 1 keeps any whole number up to the stock', () => {
    const one = quantityRules({ min_buy: 1, stock: 7 });
    expect(normaliseQuantity(3, one)).toBe(3);
    expect(normaliseQuantity(3.7, one)).toBe(3);
    expect(normaliseQuantity(8, one)).toBe(7);
  });
});
