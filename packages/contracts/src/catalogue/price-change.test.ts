import { describe, expect, it } from 'vitest';
import { changedPriceFen, isPriceChange } from './price-change';

describe('changedPriceFen (issue 25: batch price change)', () => {
  it.each([
    [1235, 'percent', '10', 1359], // 12.35 × 110 % = 13.585 -> 13.59 (half a fen up)
    [1000, 'percent', '-12.5', 875],
    [999, 'percent', '-33.33', 666], // 6.6603 -> 6.66
    [1, 'percent', '-50', 1], // 0.005 -> 0.01 (half up)
    [1, 'percent', '-50.01', null], // 0.0049995 -> 0.00: refused
    [1235, 'amount', '1.5', 1385],
    [1235, 'amount', '-12.34', 1],
    [1235, 'amount', '-12.35', null],
    [99_999_999, 'percent', '1000', 1_099_999_989],
  ] as const)('%i fen %s %s -> %s', (fen, mode, value, expected) => {
    expect(changedPriceFen(fen, { mode, value })).toBe(expected);
  });

  it('keeps every price at or above 0.01 and exact to the fen for any percent', () => {
    for (let fen = 1; fen < 3000; fen += 7)
      for (const value of ['-99.99', '-10', '0.01', '3.33', '250']) {
        const next = changedPriceFen(fen, { mode: 'percent', value });
        if (next !== null) {
          expect(Number.isInteger(next)).toBe(true);
          expect(next).toBeGreaterThanOrEqual(1);
        }
      }
  });
});

describe('isPriceChange', () => {
  it.each([
    ['percent', '10', true],
    ['percent', '-99.99', true],
    ['percent', '-100', false],
    ['percent', '1000.01', false],
    ['percent', '0', false],
    ['percent', '1.234', false],
    ['amount', '-3', true],
    ['amount', '0.00', false],
    ['amount', 'abc', false],
  ] as const)('%s %s: %s', (mode, value, ok) => {
    expect(isPriceChange({ mode, value })).toBe(ok);
  });
});
