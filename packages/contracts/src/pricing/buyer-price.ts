import type { Fen } from '../money';
import type { MemberPriced } from './member-price';

/**
 * What a shop may set for one SKU beyond its price (issue 25): the member price, a price for the
 * buyer's type (member label: 诊所价, 药店价 …, as ERPs keep price grades) and one for the buyer's
 * member level; null where not set.
 */
export type BuyerPrices = MemberPriced & {
  labelPriceFen: Fen | null;
  levelPriceFen: Fen | null;
};

/**
 * docs/adr/0021-buyer-prices.md: a buyer type's price, where set, is that buyer's price; else the
 * member level's; else the member price. The price stays every buyer's ceiling (`baseFen` takes
 * the result only when lower), so a price lowered later never charges a buyer more than it.
 */
export const buyerMemberPriceFen = (p: BuyerPrices): Fen | null =>
  p.labelPriceFen ?? p.levelPriceFen ?? p.memberPriceFen;

/**
 * The SKU's price pair as this buyer sees it: the normal price and the buyer's own price in the
 * place of the member price, ready for `baseFen`, `priceSkuLine` and every card and page.
 */
export const buyerPriced = (p: BuyerPrices): MemberPriced => ({
  priceFen: p.priceFen,
  memberPriceFen: buyerMemberPriceFen(p),
});
