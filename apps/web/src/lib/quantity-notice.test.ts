import { describe, expect, it } from 'vitest';
import { quantityNotice } from './quantity-notice';

const bounds = { min: 2, step: 2, max: 10 };

describe('quantityNotice', () => {
  it.each([
    ['above the stock', '99', 10, 10, { reason: 'stock', count: 10 }],
    ['above a purchase limit below the stock', '12', 10, 50, { reason: 'max', count: 10 }],
    ['above the maximum, stock unknown', 12, 10, undefined, { reason: 'max', count: 10 }],
    ['below the minimum', '1', 2, 10, { reason: 'min', count: 2 }],
    ['off the step', '5', 4, 10, { reason: 'step', count: 2 }],
    ['with a thousands separator', '1,000', 10, 10, { reason: 'stock', count: 10 }],
  ] as const)('explains a quantity %s', (_case, typed, settled, stock, notice) => {
    expect(quantityNotice(typed, settled, bounds, stock)).toEqual(notice);
  });

  it('says nothing for a kept quantity, an empty input or text that is not a number', () => {
    expect(quantityNotice('6', 6, bounds, 10)).toBeNull();
    expect(quantityNotice('', 2, bounds, 10)).toBeNull();
    expect(quantityNotice(null, 2, bounds, 10)).toBeNull();
    expect(quantityNotice('abc', 2, bounds, 10)).toBeNull();
  });
});
