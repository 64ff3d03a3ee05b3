import type { QuantityBounds } from './pricing.types';

/**
 * spec §5: minimum and step min_buy (or 1), maximum the stock; a wholesale line's maximum is the
 * smaller of max_buy and stock when max_buy > 1; a bundle's min 1, step 1, max its stock.
 */
export function quantityBounds(line: {
  kind: 'sku' | 'wholesale' | 'bundle';
  minBuy: number;
  maxBuy: number;
  stock: number;
}): QuantityBounds {
  if (line.kind === 'bundle') return { min: 1, step: 1, max: Math.max(1, line.stock) };
  const step = line.minBuy > 0 ? line.minBuy : 1;
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
