import { buyerPriced, type MemberPriced } from '@shop/contracts/pricing';
import type { DbExecutor } from '../../db/client';
import type { Viewer } from '../auth';
import { findBuyerPrices } from './buyer-price.repository';

/** A SKU's prices for one buyer: its buyer-type price and level price, null where not set. */
export type BuyerGrades = { labelPriceFen: number | null; levelPriceFen: number | null };

const NO_GRADES: BuyerGrades = { labelPriceFen: null, levelPriceFen: null };

/**
 * The buyer-type and level prices of these SKUs for a member (ADR 0021), in one query; none for
 * a visitor or a member with neither a label nor a level.
 */
export async function buyerGradesOf(
  db: DbExecutor,
  viewer: Viewer,
  skuIds: readonly number[],
): Promise<Map<number, BuyerGrades>> {
  const grades = new Map<number, BuyerGrades>();
  if (!viewer || skuIds.length === 0 || (viewer.labelId === null && viewer.levelId === null))
    return grades;
  const rows = await findBuyerPrices(db, [...new Set(skuIds)], {
    labelId: viewer.labelId ?? 0,
    levelId: viewer.levelId ?? 0,
  });
  for (const row of rows) {
    const entry = grades.get(row.skuId) ?? { labelPriceFen: null, levelPriceFen: null };
    if (row.kind === 'label') entry.labelPriceFen = row.priceFen;
    else entry.levelPriceFen = row.priceFen;
    grades.set(row.skuId, entry);
  }
  return grades;
}

/**
 * A SKU's price pair as one buyer sees it (ADR 0021): its price, and in the member price's place
 * the buyer-type price, else the level price, else the member price. Every card, page, cart and
 * order line a member sees is priced from this pair.
 */
export function buyerPairOf(
  sku: MemberPriced & { skuId: number },
  grades: Map<number, BuyerGrades>,
): MemberPriced {
  const g = grades.get(sku.skuId) ?? NO_GRADES;
  return buyerPriced({
    priceFen: sku.priceFen,
    memberPriceFen: sku.memberPriceFen,
    labelPriceFen: g.labelPriceFen,
    levelPriceFen: g.levelPriceFen,
  });
}
