import { describe, expect, it } from 'vitest';
import { lineBounds, settleQuantity } from './cart-quantity';
import { bundleLine, skuLine } from './test-lines';

describe('cart quantity (spec §5)', () => {
  const minBuy = lineBounds({
    kind: 'sku',
    line: skuLine({ num_min: 10, num_step: 10, num_max: 95 }),
  });

  it('takes a SKU line bounds from the server', () => {
    expect(minBuy).toEqual({ min: 10, step: 10, max: 95 });
  });

  it('a bundle: min 1, step 1, max its stock', () => {
    expect(lineBounds({ kind: 'bundle', line: bundleLine({ stock: 8 }) })).toEqual({
      min: 1,
      step: 1,
      max: 8,
    });
    expect(lineBounds({ kind: 'bundle', line: bundleLine({ stock: 0 }) }).max).toBe(1);
  });

  it.each<[number | string | null, number]>([
    [null, 10],
    ['', 10],
    [0, 10],
    [-5, 10],
    [37, 30],
    [95, 90],
    [500, 90],
    ['20', 20],
  ])('with min_buy 10 and stock 95, %s settles on %i', (typed, settled) => {
    expect(settleQuantity(typed, minBuy)).toBe(settled);
  });

  it('empty or below 1 becomes 1 when the minimum is 1', () => {
    const plain = lineBounds({ kind: 'sku', line: skuLine() });
    expect(settleQuantity('', plain)).toBe(1);
    expect(settleQuantity(0, plain)).toBe(1);
    expect(settleQuantity(3.7, plain)).toBe(3);
  });
});
