import { describe, expect, it } from 'vitest';
import { priceBundleLine } from './price-bundle-line';
import type { BundleLineInput } from './pricing.types';

type Goods = BundleLineInput['goods'];
// Goods A 10.00 × 1 per set, goods B 5.00 (member 4.50) × 2 per set: a set is worth 19.00.
const AB: Goods = [
  { priceFen: 1000, memberPriceFen: null, num: 1 },
  { priceFen: 500, memberPriceFen: 450, num: 2 },
];
const THREE: Goods = [0, 1, 2].map(() => ({ priceFen: 500, memberPriceFen: null, num: 1 }));

describe('priceBundleLine', () => {
  // Business decision: a bundle line is `num` sets at bl_price, never above the sum of its goods'
  // base prices; the subtotal is split over the goods by largest remainder (order_goods rows).
  it.each(
    // prettier-ignore
    [
      // 3 sets × 18.00 = 54.00 of goods worth 3 × 19.00 = 57.00. Split 5400 by 3000 : 2700:
      // 2842.105… and 2557.894… → floors 2842 + 2557 = 5399, the last fen to B (.894 > .105).
      ['3 sets × 18.00', 1800, 3, AB, 5700, 5400, [2842, 2558]],
      ['1 set × 18.00', 1800, 1, AB, 1900, 1800, [947, 853]],
      // bl price 20.00 above the goods' 19.00: capped, no promotion money, each goods at its base.
      ['bl price 20.00 above 19.00: capped', 2000, 2, AB, 3800, 3800, [2000, 1800]],
      // 10.00 over three equal goods: 333.33 each → ties, the earlier part takes the fen.
      ['10.00 over three equal goods', 1000, 1, THREE, 1500, 1000, [334, 333, 333]],
      ['2 sets × 10.00 over three equal goods', 1000, 2, THREE, 3000, 2000, [667, 667, 666]],
    ] as const,
  )('%s', (_case, blPriceFen, num, goods, goodsMoneyFen, subtotalFen, split) => {
    const line = priceBundleLine({ blPriceFen, num, goods });
    expect(line).toEqual({
      num,
      goodsMoneyFen,
      subtotalFen,
      promotionMoneyFen: goodsMoneyFen - subtotalFen,
      goodsSubtotalsFen: split,
    });
    expect(line.goodsSubtotalsFen.reduce((a, b) => a + b, 0)).toBe(subtotalFen);
  });

  it('splits exactly over goods of every size (sum of parts = bl_price × num)', () => {
    for (let blPriceFen = 1; blPriceFen < 3000; blPriceFen += 37) {
      for (const num of [1, 2, 7, 99]) {
        const line = priceBundleLine({ blPriceFen, num, goods: AB });
        expect(line.subtotalFen).toBe(Math.min(blPriceFen * num, 1900 * num));
        expect(line.goodsSubtotalsFen.reduce((a, b) => a + b, 0)).toBe(line.subtotalFen);
      }
    }
  });
});
