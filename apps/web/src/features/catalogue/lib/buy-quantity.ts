import { clampQuantity, quantityStep, type QuantityBounds } from '@shop/contracts/pricing';

/** The quantity input rules of a goods (spec §5 cart quantity, also used on the goods page). */
export type QuantityRules = QuantityBounds;

/**
 * spec §5: minimum and step are min_buy (or 1 when unset), with the goods' 倍数 (issue 25, their
 * least common multiple, `quantityStep`), maximum the most whole steps the stock holds (95 in
 * stock by tens: 90), so the input never rests on a quantity that cannot be ordered. With less
 * stock than the minimum the maximum stays the minimum: the page then shows the goods as
 * unbuyable.
 */
export function quantityRules(goods: {
  min_buy: number;
  stock: number;
  num_multiple?: number;
}): QuantityRules {
  const min = quantityStep(goods.min_buy, goods.num_multiple);
  return { min, step: min, max: Math.max(min, Math.floor(goods.stock / min) * min) };
}

/**
 * The quantity the input settles on: empty, not a number or below 1 becomes the minimum
 * (spec §5), above the maximum becomes the maximum, and anything else is rounded down to a whole
 * number of steps (never below the minimum), so a buyer always ends with a number they may order.
 */
export function normaliseQuantity(value: number | string | null | undefined, rules: QuantityRules) {
  return clampQuantity(typeof value === 'string' ? Number(value.trim()) : value, rules);
}
