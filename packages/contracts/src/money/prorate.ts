import type { Fen } from './money';

/**
 * Splits `totalFen` over parts in proportion to `weights` by the largest-remainder method, so the
 * parts are whole fen and always sum to the total (an order discount spread over its lines).
 * All-zero weights split evenly.
 */
export function prorate(totalFen: Fen, weights: readonly number[]): Fen[] {
  if (weights.length === 0) return [];
  const effective = weights.some((w) => w > 0)
    ? weights.map((w) => Math.max(0, w))
    : weights.map(() => 1);
  const sum = effective.reduce((a, b) => a + b, 0);
  const exact = effective.map((w) => (totalFen * w) / sum);
  const parts = exact.map((x) => Math.floor(x));
  let left = totalFen - parts.reduce((a, b) => a + b, 0);
  // Hand the remaining fen to the largest fractional parts first (ties: the earlier part).
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}
