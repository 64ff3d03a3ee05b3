import { describe, expect, it } from 'vitest';
import { priceSkuLine } from './price-sku-line';
import type { ExchangeStep, LineTerms, WholesaleTier } from './pricing.types';

/** Normal price 10.00 (1000 fen) unless a row says otherwise. */
const PRICE = 1000;

describe.each(['seckill', 'discount'] as const)('priceSkuLine %s', (kind) => {
  const terms = (t: Partial<Extract<LineTerms, { kind: 'seckill' | 'discount' }>>): LineTerms => ({
    kind,
    priceFen: 800,
    goodsMin: 1,
    goodsLimit: 0,
    numMultiple: 1,
    ...t,
  });

  // Each row: the case, member price, num, terms; then units discounted, unit prices and money.
  it.each(
    // prettier-ignore
    [
      // spec §4: "quantity below goods_min means full price times quantity"; §5 message needs N.
      ['below goods_min: 2 < 3, all at 10.00', null, 2, { goodsMin: 3 }, 0, 1000, 2000, 3],
      // spec §4: "Otherwise the discount price applies".
      ['exactly at goods_min: 3 × 8.00', null, 3, { goodsMin: 3 }, 3, 800, 2400, null],
      // spec §4: "goods_limit, 0 = unlimited".
      ['no limit: 100 × 8.00', null, 100, { goodsLimit: 0 }, 100, 800, 80000, null],
      // spec §4: "with a limit only quantity up to the limit is discounted".
      ['below the limit 5: 4 × 8.00', null, 4, { goodsLimit: 5 }, 4, 800, 3200, null],
      ['at the limit 5: 5 × 8.00', null, 5, { goodsLimit: 5 }, 5, 800, 4000, null],
      // spec §4/§5: "the remainder at full price" / "beyond goods_limit the excess at original price".
      ['one over the limit: 5 × 8.00 + 1 × 10.00', null, 6, { goodsLimit: 5 }, 5, 800, 5000, null],
      ['far over the limit: 5 × 8.00 + 45 × 10.00', null, 50, { goodsLimit: 5 }, 5, 800, 49000, null],
      // spec §4: "when num_multiple > 1, the largest multiple not above the limit": limit 10,
      // multiple 3 → 9 discounted, 12 - 9 = 3 at full price: 72.00 + 30.00.
      ['multiple 3, limit 10, num 12: 9 × 8.00 + 3 × 10.00', null, 12, { goodsLimit: 10, numMultiple: 3 }, 9, 800, 10200, null],
      // Quantity under the limit: still whole multiples only, 7 → 6 discounted + 1 full.
      ['multiple 3, limit 10, num 7: 6 × 8.00 + 1 × 10.00', null, 7, { goodsLimit: 10, numMultiple: 3 }, 6, 800, 5800, null],
      // spec §4: "Without limit and with num_multiple > 1, the remainder of quantity modulo the
      // multiple is at full price": 11 mod 3 = 2 → 9 × 8.00 + 2 × 10.00.
      ['multiple 3, no limit, num 11: 9 × 8.00 + 2 × 10.00', null, 11, { numMultiple: 3 }, 9, 800, 9200, null],
      ['multiple 3, no limit, num 12: 12 × 8.00', null, 12, { numMultiple: 3 }, 12, 800, 9600, null],
      // No whole multiple fits the limit (multiple 4 > limit 3): nothing discounted, and the
      // discount price is the full price as documented on PricedSkuLine.
      ['multiple 4 above limit 3: 5 × 10.00', null, 5, { goodsLimit: 3, numMultiple: 4 }, 0, 1000, 5000, null],
      // numMultiple 0 behaves as 1.
      ['multiple 0 = 1: 4 × 8.00', null, 4, { numMultiple: 0 }, 4, 800, 3200, null],
      // A promotional price is never above the full price (capped).
      ['promo price 12.00 above 10.00: capped, 2 × 10.00', null, 2, { priceFen: 1200 }, 2, 1000, 2000, null],
      // spec §6 / business decision: base = member price when lower.
      ['member price 9.00 < 10.00: 3 × 8.00 on a base of 9.00', 900, 3, {}, 3, 800, 2400, null],
      ['member price 9.00, below goods_min 3: 2 × 9.00', 900, 2, { goodsMin: 3 }, 0, 900, 1800, 3],
      ['member price 9.00, over the limit 2: 2 × 8.00 + 1 × 9.00', 900, 3, { goodsLimit: 2 }, 2, 800, 2500, null],
      ['member price 7.00 below promo 8.00: capped at 7.00', 700, 3, {}, 3, 700, 2100, null],
      // Member price higher than (or equal to) the normal price is ignored.
      ['member price 11.00 > 10.00 ignored: 3 × 8.00', 1100, 3, {}, 3, 800, 2400, null],
      ['member price 10.00 = 10.00 ignored', 1000, 3, {}, 3, 800, 2400, null],
    ] as const,
  )(
    '%s',
    (_case, memberPriceFen, num, t, discountNum, discountPriceFen, subtotalFen, belowMinimum) => {
      const line = priceSkuLine({ priceFen: PRICE, memberPriceFen, num, terms: terms(t) });
      const base = memberPriceFen !== null && memberPriceFen < PRICE ? memberPriceFen : PRICE;
      expect(line).toMatchObject({
        kind,
        num,
        basePriceFen: base,
        isMemberPrice: base !== PRICE,
        discountNum,
        fullNum: num - discountNum,
        discountPriceFen,
        belowMinimum,
        tier: null,
        exchange: null,
        goodsMoneyFen: base * num,
        subtotalFen,
        promotionMoneyFen: base * num - subtotalFen,
      });
    },
  );
});

describe('priceSkuLine wholesale', () => {
  const tier = (num: number, priceFen: number, limitNum = 0): WholesaleTier => ({
    num,
    limitNum,
    priceFen,
  });
  // 10+ at 9.00, 50+ at 8.00, 100+ at 7.00.
  const LADDER = [tier(10, 900), tier(50, 800), tier(100, 700)];

  it.each(
    // prettier-ignore
    [
      // spec §4: "below the first tier no discount".
      ['below the first tier: 9 × 10.00', null, 9, LADDER, 0, 1000, 9000, null],
      // spec §4: "the highest tier whose num is not above quantity applies".
      ['exactly at tier 10: 10 × 9.00', null, 10, LADDER, 10, 900, 9000, 10],
      ['between tiers 10 and 50: 30 × 9.00', null, 30, LADDER, 30, 900, 27000, 10],
      ['exactly at tier 50: 50 × 8.00', null, 50, LADDER, 50, 800, 40000, 50],
      ['highest tier: 150 × 7.00', null, 150, LADDER, 150, 700, 105000, 100],
      // spec §4: "if that tier's limit_num > 0 the excess over it is at original price":
      // 20 × 9.00 + 5 × 10.00.
      ['tier limit 20, num 25: 20 × 9.00 + 5 × 10.00', null, 25, [tier(10, 900, 20)], 20, 900, 23000, 10],
      ['tier limit 20, num 15: 15 × 9.00', null, 15, [tier(10, 900, 20)], 15, 900, 13500, 10],
      // The limit of the tier reached counts, not of a lower one: 60 → tier 50 (limit 0).
      ['lower tier limit ignored: 60 × 8.00', null, 60, [tier(10, 900, 20), tier(50, 800)], 60, 800, 48000, 50],
      // Tiers given out of order: still the highest tier not above 60, i.e. 50.
      ['unordered tiers: 60 × 8.00', null, 60, [tier(100, 700), tier(10, 900), tier(50, 800)], 60, 800, 48000, 50],
      ['no tiers: 5 × 10.00', null, 5, [], 0, 1000, 5000, null],
      // A tier price above the full price is capped at it.
      ['tier price 12.00 above 10.00: capped', null, 10, [tier(10, 1200)], 10, 1000, 10000, 10],
      // Full price = member price 9.50: excess of a limited tier at 9.50.
      ['member 9.50, tier limit 20, num 25: 20 × 9.00 + 5 × 9.50', 950, 25, [tier(10, 900, 20)], 20, 900, 22750, 10],
      ['member 9.50, below the first tier: 9 × 9.50', 950, 9, LADDER, 0, 950, 8550, null],
    ] as const,
  )(
    '%s',
    (_case, memberPriceFen, num, tiers, discountNum, discountPriceFen, subtotalFen, tierNum) => {
      const line = priceSkuLine({
        priceFen: PRICE,
        memberPriceFen,
        num,
        terms: { kind: 'wholesale', tiers: [...tiers] },
      });
      const base = memberPriceFen ?? PRICE;
      expect(line).toMatchObject({
        kind: 'wholesale',
        basePriceFen: base,
        discountNum,
        fullNum: num - discountNum,
        discountPriceFen,
        belowMinimum: null,
        goodsMoneyFen: base * num,
        subtotalFen,
        promotionMoneyFen: base * num - subtotalFen,
      });
      expect(line.tier?.num ?? null).toBe(tierNum);
    },
  );
});

describe('priceSkuLine getfree (换购)', () => {
  const step = (mainRang: number, rang: number, rangPriceFen: number): ExchangeStep => ({
    mainRang,
    rang,
    rangPriceFen,
  });
  // Buy 5 → 1 exchange unit at 1.00; buy 10 → 3 at 0.50. Exchange goods' own price 20.00.
  const LADDER = [step(5, 1, 100), step(10, 3, 50)];
  const EXCHANGE_BASE = 2000;

  it.each(
    // prettier-ignore
    [
      // spec §4: "the last ladder step whose mainRang is met sets exchange quantity and price".
      ['below the first step (4): no exchange', null, 4, LADDER, null, 4000, 4000],
      // 5 × 10.00 + 1 × 1.00 = 51.00; full price 50.00 + 1 × 20.00 = 70.00.
      ['exactly at step 5: 1 at 1.00', null, 5, LADDER, [1, 100], 5100, 7000],
      ['between steps (7): still 1 at 1.00', null, 7, LADDER, [1, 100], 7100, 9000],
      // 10 × 10.00 + 3 × 0.50 = 101.50; full 100.00 + 3 × 20.00 = 160.00.
      ['last step (10): 3 at 0.50', null, 10, LADDER, [3, 50], 10150, 16000],
      ['beyond the last step (30): 3 at 0.50', null, 30, LADDER, [3, 50], 30150, 36000],
      ['unordered ladder (12): step 10 applies', null, 12, [step(10, 3, 50), step(5, 1, 100)], [3, 50], 12150, 18000],
      // Exchange price 25.00 above the exchange goods' 20.00: capped, no promotion money.
      ['exchange price above its base: capped at 20.00', null, 1, [step(1, 2, 2500)], [2, 2000], 5000, 5000],
      ['step with rang 0: nothing exchanged', null, 6, [step(5, 0, 100)], null, 6000, 6000],
      // Main units at the member price 9.00: 5 × 9.00 + 1.00; full 45.00 + 20.00.
      ['member price 9.00 on the main units', 900, 5, LADDER, [1, 100], 4600, 6500],
    ] as const,
  )('%s', (_case, memberPriceFen, num, steps, exchange, subtotalFen, goodsMoneyFen) => {
    const line = priceSkuLine({
      priceFen: PRICE,
      memberPriceFen,
      num,
      terms: { kind: 'getfree', steps: [...steps], exchangeBasePriceFen: EXCHANGE_BASE },
    });
    const base = memberPriceFen ?? PRICE;
    // Main units are at the base price (business decision).
    expect(line).toMatchObject({
      kind: 'getfree',
      basePriceFen: base,
      discountPriceFen: base,
      discountNum: 0,
      fullNum: num,
      goodsMoneyFen,
      subtotalFen,
      promotionMoneyFen: goodsMoneyFen - subtotalFen,
    });
    if (exchange === null) expect(line.exchange).toBeNull();
    else
      expect(line.exchange).toMatchObject({
        num: exchange[0],
        priceFen: exchange[1],
        subtotalFen: exchange[0] * exchange[1],
      });
  });
});

describe('priceSkuLine without promotion', () => {
  it.each(
    // prettier-ignore
    [
      ['3 × 10.00', null, 3, 3000, 3000, false],
      ['member price 8.50: 3 × 8.50', 850, 3, 2550, 2550, true],
      ['member price 12.00 ignored', 1200, 3, 3000, 3000, false],
    ] as const,
  )('%s', (_case, memberPriceFen, num, goodsMoneyFen, subtotalFen, isMemberPrice) => {
    expect(
      priceSkuLine({ priceFen: PRICE, memberPriceFen, num, terms: { kind: 'none' } }),
    ).toMatchObject({
      kind: 'none',
      discountNum: 0,
      fullNum: num,
      isMemberPrice,
      goodsMoneyFen,
      subtotalFen,
      promotionMoneyFen: 0,
    });
  });
});
