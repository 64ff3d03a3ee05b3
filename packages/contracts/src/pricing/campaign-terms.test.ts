import { describe, expect, it } from 'vitest';
import { campaignLineTerms, type CampaignLeft } from './campaign-terms';
import { priceSkuLine } from './price-sku-line';

describe('campaign line terms (group buy 团购, topic goods 专题; spec §5 limits)', () => {
  it.each(
    // prettier-ignore
    [
      // name, goods price, member price, campaign, num -> discounted units, unit price, subtotal
      ['¥4.30 group price on a ¥5.10 goods, ×2: ¥8.60', 510, null, { priceFen: 430, limitLeft: null, stockLeft: null }, 2, 2, 430, 860],
      ['limit 5 with 4 bought: 1 × 80.00 + 2 × 100.00', 10_000, null, { priceFen: 8_000, limitLeft: 1, stockLeft: null }, 3, 1, 8_000, 28_000],
      ['2 units of the campaign stock left: 2 × 80.00 + 100.00', 10_000, null, { priceFen: 8_000, limitLeft: 5, stockLeft: 2 }, 3, 2, 8_000, 26_000],
      ['the smaller cap wins: limit 1 left, stock 4 left', 10_000, null, { priceFen: 8_000, limitLeft: 1, stockLeft: 4 }, 2, 1, 8_000, 18_000],
      ['a member price below the campaign price stays the price', 5_000, 3_900, { priceFen: 4_000, limitLeft: null, stockLeft: null }, 2, 2, 3_900, 7_800],
      ['nothing left: every unit at the normal price', 5_000, null, { priceFen: 4_000, limitLeft: 0, stockLeft: null }, 2, 0, 5_000, 10_000],
    ] as const,
  )(
    '%s',
    (_, priceFen, memberPriceFen, campaign: CampaignLeft, num, discountNum, unit, subtotal) => {
      const priced = priceSkuLine({
        priceFen,
        memberPriceFen,
        num,
        terms: campaignLineTerms(campaign),
      });
      expect(priced).toMatchObject({
        discountNum,
        fullNum: num - discountNum,
        discountPriceFen: unit,
        subtotalFen: subtotal,
      });
    },
  );

  it('never charges more than the full price, for any quantity and caps', () => {
    for (const num of [1, 2, 5, 9])
      for (const limitLeft of [null, 0, 1, 3])
        for (const stockLeft of [null, 0, 2, 7]) {
          const terms = campaignLineTerms({ priceFen: 700, limitLeft, stockLeft });
          const priced = priceSkuLine({ priceFen: 900, memberPriceFen: null, num, terms });
          expect(priced.subtotalFen).toBeLessThanOrEqual(900 * num);
          expect(priced.discountNum + priced.fullNum).toBe(num);
          expect(priced.discountNum).toBeLessThanOrEqual(
            Math.min(limitLeft ?? num, stockLeft ?? num),
          );
        }
  });
});
