import type { Fen } from '../money';

/** A goods' normal price and its member price (null when it has none). */
export type MemberPriced = { priceFen: Fen; memberPriceFen: Fen | null };

/** spec §6: the member price is shown (and charged) when it is lower than the normal price. */
export const hasMemberPrice = (f: MemberPriced): boolean =>
  f.memberPriceFen !== null && f.memberPriceFen < f.priceFen;

/**
 * The base ("full") price a member pays before promotions: the member price when lower than the
 * normal price, else the normal price. Every price a member sees or is charged starts here.
 */
export const baseFen = (f: MemberPriced): Fen =>
  hasMemberPrice(f) ? (f.memberPriceFen as Fen) : f.priceFen;
