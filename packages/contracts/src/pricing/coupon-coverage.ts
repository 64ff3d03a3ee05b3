import type { Fen } from '../money';
import { couponMoney } from './price-order';
import type { CouponTerms } from './pricing.types';

/** A coupon the member holds, as checkout weighs it. */
export type HeldCouponTerms = CouponTerms & {
  couponId: number;
  couponName: string;
  /** 1 all goods of the shop, 2 the listed goods, 3 the listed categories. */
  goodsType: number;
  /** Goods ids (type 2) or category ids with their sub-categories (type 3). */
  scopeIds: readonly number[];
  endAt: Date;
};

/** What a coupon needs to know of an order line. */
export type CouponLine = { goodsId: number; categoryId: number; subtotalFen: Fen };

/** A held coupon weighed against one shop's order. */
export type WeighedCoupon<C extends HeldCouponTerms = HeldCouponTerms> = C & {
  /** The threshold is reached on the lines it covers. */
  usable: boolean;
  /** What it takes off this order (0 when not usable). */
  couponMoneyFen: Fen;
};

export const couponTermsOf = (c: CouponTerms): CouponTerms => ({
  type: c.type,
  moneyFen: c.moneyFen,
  discount: c.discount,
  discountLimitFen: c.discountLimitFen,
  atLeastFen: c.atLeastFen,
});

/**
 * Whether the coupon's scope (all goods, listed goods, listed categories) covers a line. A
 * category coupon's scope already holds the sub-categories of the listed ones, so the line's
 * leaf category is enough.
 */
export function couponCovers(
  c: Pick<HeldCouponTerms, 'goodsType' | 'scopeIds'>,
  line: { goodsId: number; categoryId: number },
): boolean {
  if (c.goodsType === 2) return c.scopeIds.includes(line.goodsId);
  if (c.goodsType === 3) return c.scopeIds.includes(line.categoryId);
  return true;
}

/** The coupon weighed against an order's lines: usable when it takes something off. */
export function weighCoupon<C extends HeldCouponTerms>(
  c: C,
  lines: CouponLine[],
): WeighedCoupon<C> {
  const eligibleFen = lines.reduce((a, l) => a + (couponCovers(c, l) ? l.subtotalFen : 0), 0);
  const money = couponMoney(couponTermsOf(c), eligibleFen);
  return { ...c, usable: money > 0, couponMoneyFen: money };
}

/** The best usable coupon (most money off, the earliest to expire on a tie), or null. */
export function bestCoupon<C extends WeighedCoupon>(choices: readonly C[]): C | null {
  let best: C | null = null;
  for (const c of choices) {
    if (!c.usable) continue;
    if (
      !best ||
      c.couponMoneyFen > best.couponMoneyFen ||
      (c.couponMoneyFen === best.couponMoneyFen && c.endAt < best.endAt)
    )
      best = c;
  }
  return best;
}
