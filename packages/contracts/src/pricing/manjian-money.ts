import type { Fen } from '../money';
import { prorate } from '../money/prorate';
import type { ManjianReached, ManjianTier } from './pricing.types';

/**
 * The full reduction (满减) `eligibleFen` of goods reaches: the tier of the highest threshold not
 * above it, its reduction capped at the eligible money (an order is never paid below zero), and
 * the next tier up (the cart's "再买¥x可减¥y" hint). Tiers may come in any order.
 */
export function manjianMoney(tiers: readonly ManjianTier[], eligibleFen: Fen): ManjianReached {
  const sorted = [...tiers].sort((a, b) => a.moneyFen - b.moneyFen);
  const reached = eligibleFen > 0 ? sorted.filter((t) => t.moneyFen <= eligibleFen) : [];
  const tier = reached[reached.length - 1] ?? null;
  const next = sorted.find((t) => t.moneyFen > eligibleFen) ?? null;
  const moneyFen = tier ? Math.max(0, Math.min(tier.discountMoneyFen, eligibleFen)) : 0;
  return { tier, moneyFen, next, eligibleFen };
}

/**
 * The full reduction of an order's lines: measured on the subtotals of the eligible lines and
 * split over them by largest remainder (`prorate`), so the parts sum to it and no line gives more
 * than it charges. Ineligible lines get 0.
 */
export function splitManjian(
  tiers: readonly ManjianTier[] | null,
  lines: readonly { subtotalFen: Fen; manjianEligible: boolean }[],
): { reached: ManjianReached | null; lineFen: Fen[] } {
  const zeros = lines.map(() => 0);
  if (!tiers) return { reached: null, lineFen: zeros };
  const weights = lines.map((l) => (l.manjianEligible ? Math.max(0, l.subtotalFen) : 0));
  const reached = manjianMoney(
    tiers,
    weights.reduce((a, b) => a + b, 0),
  );
  return {
    reached,
    lineFen: reached.moneyFen > 0 ? prorate(reached.moneyFen, weights) : zeros,
  };
}
