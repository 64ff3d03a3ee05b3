import { z } from 'zod';
import { yuanToFen, type Fen } from '../money';
import type { RefundPool } from './refund.schema';

/**
 * What an order line charged the buyer for its goods (issue 17, issue 25): its goods after
 * promotion, less its shares of the order's coupon and full reduction (split at creation by
 * largest remainder). The order's freight is not part of any line (ADR 0016).
 */
export type RefundableLine = {
  realGoodsMoneyFen: Fen;
  couponMoneyFen: Fen;
  manjianMoneyFen: Fen;
};

/** The line's 实付: what the buyer paid for its goods, and the most its refunds give back. */
export const lineGoodsPaidFen = (line: RefundableLine): Fen =>
  line.realGoodsMoneyFen - line.couponMoneyFen - line.manjianMoneyFen;

/**
 * When the order's freight goes back (the shop's after-sales setting `freight_refund`):
 * `unshipped` when the whole order is refunded before any of it was shipped (the default),
 * `whole_order` whenever the whole order is refunded, `never` not at all.
 */
export const FREIGHT_REFUND_RULES = ['unshipped', 'whole_order', 'never'] as const;
export const FreightRefundSchema = z.enum(FREIGHT_REFUND_RULES);
export type FreightRefund = z.infer<typeof FreightRefundSchema>;

/**
 * The freight the request taking the order's last units may add: the order's freight when the
 * shop's rule allows it, else 0. `unitsLeftElsewhere`: units of the order's other lines not yet
 * refunded or asked for; `shipped`: whether any of the order was shipped;
 * `moneyLeftElsewhereFen`: what the other lines charged plus the freight, less what their refunds
 * claim, which bounds it, so a refund revived after another took the freight never gives it twice.
 */
export function refundableFreightFen(
  rule: FreightRefund,
  order: {
    freightFen: Fen;
    shipped: boolean;
    unitsLeftElsewhere: number;
    moneyLeftElsewhereFen: Fen;
  },
): Fen {
  if (order.unitsLeftElsewhere > 0 || rule === 'never') return 0;
  if (rule === 'unshipped' && order.shipped) return 0;
  return Math.max(0, Math.min(order.freightFen, order.moneyLeftElsewhereFen));
}

/** A line's amount (money in fen, or points) and what is already taken by refunds. */
export type RefundPoolFen = {
  /** What the line charged in all (its 实付, freight apart). */
  total: number;
  /** Units of the line. */
  num: number;
  /** Units refunded or under an open request. */
  claimedNum: number;
  /** Amount refunded or asked for by an open request. */
  claimedAmount: number;
  /** What the request for the line's last units may add on top: the order's freight, or 0. */
  freight: number;
};

/**
 * The most a request for `n` more units may give back: the units' share of the line (rounded
 * down), and for the line's last units everything left plus the pool's freight, so whatever the
 * buyer asks for each time the refunds of a line never exceed what it charged and, fully
 * refunded, sum to exactly it (and the freight, when it goes back).
 * Answers 0 for a quantity the line cannot refund.
 */
export function refundCap(pool: RefundPoolFen, n: number): number {
  const left = pool.total - pool.claimedAmount;
  if (!Number.isInteger(n) || n <= 0 || pool.claimedNum + n > pool.num) return 0;
  if (pool.claimedNum + n === pool.num) return Math.max(0, left + pool.freight);
  if (left <= 0) return 0;
  return Math.min(left, Math.floor((pool.total * n) / pool.num));
}

/** `refundCap` over the figures a refund form receives (`refundData`'s pool, in yuan). */
export const poolRefundCap = (pool: RefundPool, n: number): Fen =>
  refundCap(
    {
      total: yuanToFen(pool.total),
      num: pool.num,
      claimedNum: pool.claimed_num,
      claimedAmount: yuanToFen(pool.claimed_money),
      freight: yuanToFen(pool.freight),
    },
    n,
  );
