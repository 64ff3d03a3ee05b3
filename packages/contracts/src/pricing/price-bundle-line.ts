import { baseFen } from './member-price';
import { prorate } from '../money/prorate';
import type { BundleLineInput, PricedBundleLine } from './pricing.types';

/**
 * Prices a bundle line: `num` sets at the bundle price, never above the sum of its goods' base
 * prices. The subtotal is split over the goods by largest remainder so order lines sum to it.
 */
export function priceBundleLine(input: BundleLineInput): PricedBundleLine {
  const goodsMoney = input.goods.map((g) => baseFen(g) * g.num * input.num);
  const goodsMoneyFen = goodsMoney.reduce((a, b) => a + b, 0);
  const subtotalFen = Math.min(input.blPriceFen * input.num, goodsMoneyFen);
  return {
    num: input.num,
    goodsMoneyFen,
    subtotalFen,
    promotionMoneyFen: goodsMoneyFen - subtotalFen,
    goodsSubtotalsFen: prorate(subtotalFen, goodsMoney),
  };
}
