import type { BundleCartLine, CartLine } from '@shop/contracts/cart';
import { clampQuantity, type QuantityBounds } from '@shop/contracts/pricing';

/**
 * The quantity input bounds of a line (spec §5): a SKU line's come from the server (min and step
 * min_buy or 1, max stock, wholesale the smaller of max_buy and stock); a bundle's min 1, step 1,
 * max its stock.
 */
export function lineBounds(
  item: { kind: 'sku'; line: CartLine } | { kind: 'bundle'; line: BundleCartLine },
): QuantityBounds {
  if (item.kind === 'bundle') return { min: 1, step: 1, max: Math.max(1, item.line.stock) };
  const { num_min: min, num_step: step, num_max: max } = item.line;
  const safeMin = Math.max(1, min);
  return { min: safeMin, step: Math.max(1, step), max: Math.max(safeMin, max) };
}

/**
 * The quantity a typed value settles on: empty or below 1 becomes 1 (spec §5), then the minimum,
 * a whole number of steps, at most the maximum.
 */
export function settleQuantity(value: number | string | null | undefined, bounds: QuantityBounds) {
  const n = typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value;
  return clampQuantity(n, bounds);
}
