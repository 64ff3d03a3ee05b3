import type { Fen } from '../money';
import { yuanToFen } from '../money';

/*
 * A batch price change of the console (issue 25), the one rule the preview and the server share.
 * - `percent`: the price times (100 + value) %, value -99.99 to 1000 with at most 2 decimals; the
 *   result is rounded to the nearest fen, a half fen up (integer arithmetic in basis points, never a
 *   float): 12.35 × 110 % = 13.585 -> 13.59.
 * - `amount`: the price plus value yuan (negative lowers it), exact to the fen.
 * A result below 0.01 yuan is refused (`null`): a batch containing one changes nothing.
 */

export type PriceChangeMode = 'percent' | 'amount';
export type PriceChange = { mode: PriceChangeMode; value: string };

/** The lowest price a change may leave: 0.01 yuan. */
export const MIN_CHANGED_PRICE_FEN = 1;

/** Percent with up to 2 decimals, -99.99 to 1000. */
export const PERCENT_PATTERN = /^-?\d{1,4}(\.\d{1,2})?$/;
/** Signed yuan with up to 2 decimals. */
export const AMOUNT_PATTERN = /^-?\d{1,7}(\.\d{1,2})?$/;

/** Whether `value` is a valid change of `mode` (and not a change of nothing). */
export function isPriceChange(change: PriceChange): boolean {
  if (change.mode === 'percent') {
    if (!PERCENT_PATTERN.test(change.value)) return false;
    const basis = yuanToFen(change.value);
    return basis > -10_000 && basis <= 100_000 && basis !== 0;
  }
  return AMOUNT_PATTERN.test(change.value) && yuanToFen(change.value) !== 0;
}

/** The price `fen` after `change`, or null when it would fall below 0.01 yuan. */
export function changedPriceFen(fen: Fen, change: PriceChange): Fen | null {
  // "12.5" percent read as fen is 1250: the percent in basis points (1 bp = 0.01 %).
  const step = yuanToFen(change.value);
  const next =
    change.mode === 'amount' ? fen + step : Math.floor((fen * (10_000 + step) + 5_000) / 10_000);
  return next < MIN_CHANGED_PRICE_FEN ? null : next;
}
