import { tierProblem, type TierProblem } from '@shop/contracts/catalogue';
import { yuanToFen } from '@shop/contracts/money';

/** A tier as the editor's inputs hold it. */
export type TierValues = { num: number | null; price: string };

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;

/** Why a tier row cannot be saved: a quantity of at least 2 and a price are needed. */
export type TierRowProblem = 'tier_num' | 'tier_price';

/**
 * The editor's check of a SKU's wholesale tiers (issue 25: ascending quantities, falling prices,
 * each below the SKU's price), the same `tierProblem` the server applies; `index` is the row at
 * fault. A row missing its quantity or price is named first.
 */
export function tierRowsProblem(
  tiers: readonly TierValues[],
  price: string,
): { problem: TierProblem | TierRowProblem; index: number } | null {
  for (const [index, t] of tiers.entries()) {
    if (t.num === null || !Number.isInteger(t.num) || t.num < 2)
      return { problem: 'tier_num', index };
    if (!MONEY.test(t.price.trim())) return { problem: 'tier_price', index };
  }
  if (!MONEY.test(price.trim())) return null;
  return tierProblem(
    tiers.map((t) => ({ num: t.num!, price_fen: yuanToFen(t.price.trim()) })),
    yuanToFen(price.trim()),
  );
}
