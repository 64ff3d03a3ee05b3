import type { QuantityBounds } from '@shop/contracts/pricing';

/** Why a typed quantity was changed, so the buyer is told instead of corrected silently. */
export type QuantityNotice = { reason: 'stock' | 'max' | 'min' | 'step'; count: number };

/**
 * What to tell the buyer when the quantity `typed` settled on `settled` within `bounds`: above
 * the stock (when `stock` is known) or the maximum, below the minimum, or off the step. Nothing
 * for an empty input (it becomes the minimum, spec §5) or a quantity kept as typed.
 */
export function quantityNotice(
  typed: number | string | null | undefined,
  settled: number,
  bounds: QuantityBounds,
  stock?: number,
): QuantityNotice | null {
  const text = typeof typed === 'string' ? typed.replace(/,/g, '').trim() : typed;
  if (text === '' || text === null || text === undefined) return null;
  const n = Number(text);
  if (!Number.isFinite(n) || n === settled) return null;
  if (n > bounds.max)
    return { reason: stock !== undefined && n > stock ? 'stock' : 'max', count: settled };
  if (n < bounds.min) return { reason: 'min', count: bounds.min };
  return { reason: 'step', count: bounds.step };
}
