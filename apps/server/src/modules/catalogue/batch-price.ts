import { changedPriceFen, type PriceChange } from '@shop/contracts/catalogue';

/** A standing wholesale tier as a SKU keeps it (issue 25): from `num` units, `price_fen` each. */
export type SkuTier = { num: number; limit_num: number; price_fen: number };

/**
 * A SKU's prices a batch price change moves: its price, member price, near-expiry zone price,
 * tiers and grade prices.
 */
export type SkuPrices = {
  priceFen: number;
  memberPriceFen: number | null;
  /** The zone price set at 近效期专区 (ADR 0029), at most the price; null = the price. */
  nearExpiryPriceFen: number | null;
  tiers: SkuTier[];
  /** Prices per buyer type or member level (ADR 0021), keyed as the caller likes. */
  grades: number[];
};

/**
 * A SKU's prices after a batch change (issue 25): every price the SKU has (price, member price,
 * near-expiry zone price, each wholesale tier, each buyer-type and level price) moves by the same
 * `changedPriceFen` rule, so the ladder a buyer sees keeps its shape (a zone price left behind
 * could end above the price, which the ERP's price rows then refuse, ADR 0029).
 * `'below_minimum'` when one would fall below 0.01 yuan; `'tiers_collapse'` when rounding would
 * leave two tiers at one price (tiers must fall).
 */
export function changedSkuPrices(
  sku: SkuPrices,
  change: PriceChange,
): SkuPrices | 'below_minimum' | 'tiers_collapse' {
  const priceFen = changedPriceFen(sku.priceFen, change);
  const memberPriceFen =
    sku.memberPriceFen === null ? null : changedPriceFen(sku.memberPriceFen, change);
  const nearExpiryPriceFen =
    sku.nearExpiryPriceFen === null ? null : changedPriceFen(sku.nearExpiryPriceFen, change);
  const tiers = sku.tiers.map((tier) => ({
    ...tier,
    price_fen: changedPriceFen(tier.price_fen, change),
  }));
  const grades = sku.grades.map((fen) => changedPriceFen(fen, change));
  if (
    priceFen === null ||
    (sku.memberPriceFen !== null && memberPriceFen === null) ||
    (sku.nearExpiryPriceFen !== null && nearExpiryPriceFen === null) ||
    tiers.some((tier) => tier.price_fen === null) ||
    grades.some((fen) => fen === null)
  )
    return 'below_minimum';
  const tierPrices = tiers.map((tier) => tier.price_fen!);
  if (tierPrices.some((fen, i) => i > 0 && fen >= tierPrices[i - 1]!)) return 'tiers_collapse';
  return {
    priceFen,
    memberPriceFen,
    nearExpiryPriceFen,
    tiers: tiers.map((tier) => ({ ...tier, price_fen: tier.price_fen! })),
    grades: grades.map((fen) => fen!),
  };
}
