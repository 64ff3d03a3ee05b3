import { describe, expect, it } from 'vitest';
import { buyerPriced } from './buyer-price';
import { baseFen, hasMemberPrice } from './member-price';
import { priceSkuLine } from './price-sku-line';

/** Price 10.00 unless a row says otherwise; prices in fen; null = not set. */
describe('buyer price (ADR 0021: buyer type, else level, else member price, else price)', () => {
  it.each(
    // prettier-ignore
    [
      // case, member price, level price, buyer-type price → base, member-priced
      ['nothing set: the price 10.00', null, null, null, 1000, false],
      ['member price 9.50 only: as today', 950, null, null, 950, true],
      ['level price 9.20 beats the member price 9.50', 950, 920, null, 920, true],
      ['level price 9.80 above the member price 9.50: still the level price', 950, 980, null, 980, true],
      ['buyer-type price 8.80 beats level 9.20 and member 9.50', 950, 920, 880, 880, true],
      ['buyer-type price 9.90 above level 9.20: still the buyer-type price', 950, 920, 990, 990, true],
      ['buyer-type price without level or member price', null, null, 870, 870, true],
      ['level price without a member price', null, 930, null, 930, true],
      // The price is every buyer's ceiling: a grade at or above it charges the price.
      ['buyer-type price 10.00 = price: the price, not a member price', 950, null, 1000, 1000, false],
      ['buyer-type price 11.00 above the price 10.00: the price', 950, 920, 1100, 1000, false],
      ['level price 10.50 above the price: the price (member price 9.50 not used)', 950, 1050, null, 1000, false],
      ['buyer-type price 0.00 (free): charged 0.00', 950, null, 0, 0, true],
    ] as const,
  )('%s', (_, member, level, label, base, isMember) => {
    const priced = buyerPriced({
      priceFen: 1000,
      memberPriceFen: member,
      levelPriceFen: level,
      labelPriceFen: label,
    });
    expect(baseFen(priced)).toBe(base);
    expect(hasMemberPrice(priced)).toBe(isMember);
  });

  it('promotions apply on top of the buyer price: a discount at 9.00 on a 诊所价 of 8.50 stays 8.50', () => {
    const line = priceSkuLine({
      ...buyerPriced({
        priceFen: 1000,
        memberPriceFen: 950,
        levelPriceFen: null,
        labelPriceFen: 850,
      }),
      num: 4,
      terms: { kind: 'discount', priceFen: 900, goodsMin: 1, goodsLimit: 0, numMultiple: 1 },
    });
    expect(line).toMatchObject({ basePriceFen: 850, discountPriceFen: 850, subtotalFen: 3400 });
  });

  it('wholesale tiers price below the buyer price: from 10 units 8.00 on a 药店价 of 9.00', () => {
    const tiers = [
      { num: 10, limitNum: 0, priceFen: 800 },
      { num: 50, limitNum: 0, priceFen: 750 },
    ];
    const at = (num: number) =>
      priceSkuLine({
        ...buyerPriced({
          priceFen: 1000,
          memberPriceFen: null,
          levelPriceFen: null,
          labelPriceFen: 900,
        }),
        num,
        terms: { kind: 'wholesale', tiers },
      }).subtotalFen;
    // 9 × 9.00; 10 × 8.00; 50 × 7.50
    expect([at(9), at(10), at(50)]).toEqual([8100, 8000, 37500]);
  });

  it('never charges more than the price, whatever grade is set (invariant)', () => {
    for (const label of [null, 0, 500, 999, 1000, 1001, 5000])
      for (const level of [null, 0, 700, 1000, 2000])
        for (const member of [null, 0, 800, 1000, 1500]) {
          const base = baseFen(
            buyerPriced({
              priceFen: 1000,
              memberPriceFen: member,
              levelPriceFen: level,
              labelPriceFen: label,
            }),
          );
          expect(base).toBeLessThanOrEqual(1000);
          expect(base).toBe(Math.min(1000, label ?? level ?? member ?? 1000));
        }
  });
});
