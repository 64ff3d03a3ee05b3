import type { Fen } from '../money';
import { prorate } from '../money';

/**
 * What an order line charged the buyer (issue 17): its goods after promotion, less its shares of
 * the order's coupon and full reduction (split at creation by largest remainder), plus its share
 * of the order's freight.
 */
export type RefundableLine = {
  num: number;
  realGoodsMoneyFen: Fen;
  couponMoneyFen: Fen;
  manjianMoneyFen: Fen;
};

/**
 * The order's freight split over its lines by largest remainder, weighted by what each line
 * charged for its goods, so the lines' paid money sums to the order's money to the fen.
 */
export function freightShares(lines: readonly RefundableLine[], deliveryMoneyFen: Fen): Fen[] {
  return prorate(
    deliveryMoneyFen,
    lines.map((l) => goodsPaidFen(l)),
  );
}

const goodsPaidFen = (line: RefundableLine): Fen =>
  line.realGoodsMoneyFen - line.couponMoneyFen - line.manjianMoneyFen;

/** What each line of an order charged, freight share included; the parts sum to the order money. */
export function linesPaidFen(lines: readonly RefundableLine[], deliveryMoneyFen: Fen): Fen[] {
  const freight = freightShares(lines, deliveryMoneyFen);
  return lines.map((line, i) => goodsPaidFen(line) + (freight[i] ?? 0));
}

/** A line's amount (money in fen, or points) and what is already taken by refunds. */
export type RefundPoolFen = {
  /** What the line charged in all. */
  total: number;
  /** Units of the line. */
  num: number;
  /** Units refunded or under an open request. */
  claimedNum: number;
  /** Amount refunded or asked for by an open request. */
  claimedAmount: number;
};

/**
 * The most a request for `n` more units may give back: the units' share of the line (rounded
 * down), and for the line's last units everything left, so whatever the buyer asks for each time
 * the refunds of a line never exceed what it charged and, fully refunded, sum to exactly it.
 * Answers 0 for a quantity the line cannot refund.
 */
export function refundCap(pool: RefundPoolFen, n: number): number {
  const left = pool.total - pool.claimedAmount;
  if (!Number.isInteger(n) || n <= 0 || pool.claimedNum + n > pool.num || left <= 0) return 0;
  if (pool.claimedNum + n === pool.num) return left;
  return Math.min(left, Math.floor((pool.total * n) / pool.num));
}
