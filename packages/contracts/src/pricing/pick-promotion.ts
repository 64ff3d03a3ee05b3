import { PROMOTION_KINDS, type PromotionKind } from '../promotion/promotion.schema';

/**
 * The promotion a line takes part in when its goods is in several running promotions: spec §4
 * priority exchange (getfree) > seckill > discount > wholesale > bundling.
 */
export function pickPromotion<T extends { kind: PromotionKind }>(
  candidates: readonly T[],
): T | null {
  let best: T | null = null;
  for (const candidate of candidates) {
    if (!best || PROMOTION_KINDS.indexOf(candidate.kind) < PROMOTION_KINDS.indexOf(best.kind)) {
      best = candidate;
    }
  }
  return best;
}
