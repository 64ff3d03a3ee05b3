import type { QuantityBounds } from './pricing.types';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The step of a goods' quantity: spec §5 min_buy (中包装, or 1) and the goods' 倍数 (num_multiple,
 * issue 25) together, their least common multiple (中包装 10 and 倍数 4: by 20).
 */
export function quantityStep(minBuy: number, numMultiple = 1): number {
  const a = minBuy > 0 ? minBuy : 1;
  const b = numMultiple > 0 ? numMultiple : 1;
  return (a / gcd(a, b)) * b;
}

/**
 * spec §5: minimum and step min_buy (or 1), maximum the stock; a wholesale line's maximum is the
 * smaller of max_buy and stock when max_buy > 1; a bundle's min 1, step 1, max its stock. A goods'
 * 倍数 joins min_buy in the step (`quantityStep`).
 */
export function quantityBounds(line: {
  kind: 'sku' | 'wholesale' | 'bundle';
  minBuy: number;
  maxBuy: number;
  stock: number;
  numMultiple?: number;
}): QuantityBounds {
  if (line.kind === 'bundle') return { min: 1, step: 1, max: Math.max(1, line.stock) };
  const step = quantityStep(line.minBuy, line.numMultiple);
  const max =
    line.kind === 'wholesale' && line.maxBuy > 1 ? Math.min(line.maxBuy, line.stock) : line.stock;
  return { min: step, step, max: Math.max(step, max) };
}

/**
 * A typed quantity made valid: empty or below 1 becomes 1 (spec §5), then raised to the minimum,
 * rounded down to a step multiple and capped at the maximum.
 */
export function clampQuantity(value: number | null | undefined, bounds: QuantityBounds): number {
  const typed =
    value === null || value === undefined || !Number.isFinite(value) || value < 1
      ? 1
      : Math.floor(value);
  const stepped = Math.floor(Math.max(typed, bounds.min) / bounds.step) * bounds.step;
  const cappedMax = Math.floor(bounds.max / bounds.step) * bounds.step;
  return Math.max(bounds.min, Math.min(stepped, cappedMax));
}
