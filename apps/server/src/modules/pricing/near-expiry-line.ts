import { campaignLineTerms, priceSkuLine, unitOf } from '@shop/contracts/pricing';
import type { DbExecutor } from '../../db/client';
import type { Refusal } from '../../lib/i18n/translate';
import type { SkuRow } from './line-pricing.repository';
import type { PricedSkuItem, SkuFacts } from './line-pricing.types';
import { nearExpiryWindow } from './near-expiry-config';
import { nearStockOf, type NearStock } from './near-expiry.service';
import { skuQuantityRefusal } from './quantity-judge';

/**
 * The near-expiry stock of the rows' goods (ADR 0029). Only a goods whose nearest sellable
 * expiry at the last stock sync falls inside the window can have any, so a shop without batches,
 * or whose batches are all fresh, reads nothing more.
 */
export async function nearStockOfRows(db: DbExecutor, rows: SkuRow[], now: Date) {
  const dated = rows.filter((r) => r.nearestExpiry !== null);
  if (dated.length === 0) return new Map<number, NearStock>();
  const window = await nearExpiryWindow(db, now);
  if (window === null) return new Map<number, NearStock>();
  const candidates = dated.filter((r) => r.nearestExpiry! <= window.end).map((r) => r.goodsId);
  return nearStockOf(db, candidates, now, window);
}

/**
 * Prices a line of a SKU's near-expiry stock (ADR 0029): the zone price the shop set (its normal
 * price when none; never above the member's own price), no promotion, on at most the units left in
 * the zone; the buyer is told the earliest expiry of what they buy.
 */
export function nearExpiryLine(f: SkuFacts, num: number): PricedSkuItem {
  const near = f.near;
  const facts: SkuFacts = Object.assign({}, f, {
    unit: unitOf(f.unit, 'general'),
    stock: near?.left ?? 0,
  });
  const terms = campaignLineTerms({
    priceFen: f.nearExpiryPriceFen ?? f.priceFen,
    limitLeft: null,
    stockLeft: near?.left ?? 0,
  });
  const priced = priceSkuLine({
    priceFen: f.priceFen,
    memberPriceFen: f.memberPriceFen,
    num,
    terms,
  });
  const invalidReason: Refusal | null =
    near === null ? { key: 'cart.near_expiry_gone', params: {} } : skuQuantityRefusal(facts, num);
  return Object.assign(facts, {
    num,
    promotion: null,
    nearExpiryDate: near?.expiryDate ?? '',
    buyerLimit: null,
    terms,
    priced,
    exchangeGoods: null,
    ladder: [],
    valid: invalidReason === null,
    invalidReason,
  });
}
