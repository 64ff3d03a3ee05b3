import { describe, expect, it } from 'vitest';
import type { QuantityBounds } from './pricing.types';
import { clampQuantity, quantityBounds } from './quantity-bounds';

describe('quantityBounds', () => {
  it.each(
    // prettier-ignore
    [
      // spec §5: "minimum and step min_buy or 1; maximum stock".
      ['sku, no min_buy: 1 / 1 / stock 50', 'sku', 0, 0, 50, { min: 1, step: 1, max: 50 }],
      ['sku, min_buy 5: 5 / 5 / 50', 'sku', 5, 0, 50, { min: 5, step: 5, max: 50 }],
      ['sku: max_buy is not a wholesale cap', 'sku', 0, 10, 50, { min: 1, step: 1, max: 50 }],
      // spec §5: "wholesale lines: the smaller of max_buy and stock when max_buy > 1".
      ['wholesale, max_buy 20 < stock 50', 'wholesale', 0, 20, 50, { min: 1, step: 1, max: 20 }],
      ['wholesale, max_buy 80 > stock 50', 'wholesale', 0, 80, 50, { min: 1, step: 1, max: 50 }],
      ['wholesale, max_buy 1: not > 1, stock', 'wholesale', 0, 1, 50, { min: 1, step: 1, max: 50 }],
      ['wholesale, max_buy 0: stock', 'wholesale', 2, 0, 50, { min: 2, step: 2, max: 50 }],
      // spec §5: "Bundle quantity: min 1, step 1, max stock" (min_buy does not apply).
      ['bundle, 7 sets in stock', 'bundle', 5, 3, 7, { min: 1, step: 1, max: 7 }],
      // The maximum never falls below the minimum (an input must stay usable).
      ['bundle out of stock: max 1', 'bundle', 0, 0, 0, { min: 1, step: 1, max: 1 }],
      ['sku, stock 3 below min_buy 5: max 5', 'sku', 5, 0, 3, { min: 5, step: 5, max: 5 }],
    ] as const,
  )('%s', (_case, kind, minBuy, maxBuy, stock, bounds) => {
    expect(quantityBounds({ kind, minBuy, maxBuy, stock })).toEqual(bounds);
  });

  it.each(
    // prettier-ignore
    [
      // issue 25: 倍数 joins 中包装 (min_buy) in the step, their least common multiple.
      ['倍数 5, no min_buy: 5 / 5', 0, 5, 50, { min: 5, step: 5, max: 50 }],
      ['中包装 10, 倍数 4: by 20', 10, 4, 100, { min: 20, step: 20, max: 100 }],
      ['中包装 10, 倍数 5: by 10', 10, 5, 100, { min: 10, step: 10, max: 100 }],
      ['倍数 1: as before', 6, 1, 100, { min: 6, step: 6, max: 100 }],
    ] as const,
  )('%s', (_case, minBuy, numMultiple, stock, bounds) => {
    expect(quantityBounds({ kind: 'sku', minBuy, maxBuy: 0, stock, numMultiple })).toEqual(bounds);
  });
});

describe('clampQuantity', () => {
  const ONE: QuantityBounds = { min: 1, step: 1, max: 10 };
  const FIVE: QuantityBounds = { min: 5, step: 5, max: 50 };
  const FIVE_48: QuantityBounds = { min: 5, step: 5, max: 48 };

  it.each(
    // prettier-ignore
    [
      // spec §5: "Value below 1 or empty becomes 1", then the minimum.
      ['empty (null) → 1', null, ONE, 1],
      ['empty (undefined) → 1', undefined, ONE, 1],
      ['NaN → 1', Number.NaN, ONE, 1],
      ['0 → 1', 0, ONE, 1],
      ['-3 → 1', -3, ONE, 1],
      ['3.7 → 3 (whole units)', 3.7, ONE, 3],
      ['11 → max 10', 11, ONE, 10],
      ['null → 1 → min 5', null, FIVE, 5],
      ['0 → 1 → min 5', 0, FIVE, 5],
      ['-3 → min 5', -3, FIVE, 5],
      // Step min_buy: rounded down to a multiple of the step.
      ['7 → 5 (step 5)', 7, FIVE, 5],
      ['12 → 10 (step 5)', 12, FIVE, 10],
      ['50 → 50', 50, FIVE, 50],
      ['53 → max 50', 53, FIVE, 50],
      ['1000 → max 50', 1000, FIVE, 50],
      // The maximum itself rounded down to a step: 48 → 45.
      ['49 → 45 (max 48, step 5)', 49, FIVE_48, 45],
    ] as const,
  )('%s', (_case, value, bounds, expected) => {
    expect(clampQuantity(value, bounds)).toBe(expected);
  });
});
