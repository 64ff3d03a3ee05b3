import { describe, expect, it } from 'vitest';
import { priceBundleLine } from './price-bundle-line';
import { priceOrder } from './price-order';
import { priceSkuLine } from './price-sku-line';
import { seededRandom } from '../common/seeded-random';
import type {
  BundleLineInput,
  CouponTerms,
  LineTerms,
  ManjianTier,
  OrderLineMoney,
  SkuLineInput,
} from './pricing.types';

const rand = seededRandom(20261122);
/** A whole number in [lo, hi]. */
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const chance = (p: number) => rand() < p;

function randomTerms(priceFen: number): LineTerms {
  switch (int(0, 4)) {
    case 0:
      return { kind: 'none' };
    case 1:
    case 2:
      return {
        kind: chance(0.5) ? 'seckill' : 'discount',
        priceFen: int(0, Math.round(priceFen * 1.3)),
        goodsMin: int(0, 8),
        goodsLimit: chance(0.4) ? 0 : int(1, 40),
        numMultiple: int(0, 6),
      };
    case 3:
      return {
        kind: 'wholesale',
        tiers: Array.from({ length: int(0, 4) }, () => ({
          num: int(1, 120),
          limitNum: chance(0.6) ? 0 : int(1, 80),
          priceFen: int(0, Math.round(priceFen * 1.2)),
        })),
      };
    default: {
      const exchangeBasePriceFen = int(1, 50_000);
      let mainRang = 0;
      return {
        kind: 'getfree',
        exchangeBasePriceFen,
        steps: Array.from({ length: int(0, 4) }, () => ({
          mainRang: (mainRang += int(1, 20)),
          rang: int(0, 5),
          rangPriceFen: int(0, exchangeBasePriceFen * 2),
        })),
      };
    }
  }
}

function randomSkuLine(): SkuLineInput {
  const priceFen = int(1, 100_000);
  return {
    priceFen,
    memberPriceFen: chance(0.5) ? null : int(1, Math.round(priceFen * 1.2)),
    num: chance(0.7) ? int(1, 30) : int(31, 500),
    terms: randomTerms(priceFen),
  };
}

function randomBundle(): BundleLineInput {
  const goods = Array.from({ length: int(1, 5) }, () => {
    const priceFen = int(1, 30_000);
    return {
      priceFen,
      memberPriceFen: chance(0.7) ? null : int(1, priceFen * 2),
      num: int(1, 4),
    };
  });
  const worth = goods.reduce((a, g) => a + g.priceFen * g.num, 0);
  return { blPriceFen: int(0, Math.round(worth * 1.1)), num: int(1, 20), goods };
}

function randomCoupon(): CouponTerms | null {
  if (chance(0.3)) return null;
  return chance(0.5)
    ? {
        type: 'reward',
        moneyFen: int(0, 50_000),
        discount: 100,
        discountLimitFen: 0,
        atLeastFen: chance(0.5) ? 0 : int(0, 500_000),
      }
    : {
        type: 'discount',
        moneyFen: 0,
        discount: int(10, 100),
        discountLimitFen: chance(0.5) ? 0 : int(1, 30_000),
        atLeastFen: chance(0.5) ? 0 : int(0, 500_000),
      };
}

function randomManjian(): ManjianTier[] | null {
  if (chance(0.4)) return null;
  return Array.from({ length: int(0, 4) }, () => ({
    moneyFen: int(1, 600_000),
    discountMoneyFen: int(1, chance(0.9) ? 60_000 : 900_000),
  }));
}

const LINES = 4_000;
const CARTS = 400;

describe('pricing invariants on random lines and carts (seeded)', () => {
  it(`a SKU line: ${LINES} random lines of every kind`, () => {
    for (let n = 0; n < LINES; n++) {
      const input = randomSkuLine();
      const line = priceSkuLine(input);
      const { num, terms } = input;
      const base =
        input.memberPriceFen !== null && input.memberPriceFen < input.priceFen
          ? input.memberPriceFen
          : input.priceFen;
      const exchangeFen = line.exchange?.subtotalFen ?? 0;
      const exchangeWorth =
        line.exchange && terms.kind === 'getfree'
          ? line.exchange.num * terms.exchangeBasePriceFen
          : 0;
      const mainFen = line.subtotalFen - exchangeFen;
      const ctx = JSON.stringify(input);

      for (const value of [
        line.goodsMoneyFen,
        line.subtotalFen,
        line.promotionMoneyFen,
        line.discountPriceFen,
        mainFen,
      ])
        expect(Number.isSafeInteger(value), ctx).toBe(true);
      expect(line.basePriceFen, ctx).toBe(base);
      expect(line.discountNum + line.fullNum, ctx).toBe(num);
      expect(line.discountNum, ctx).toBeGreaterThanOrEqual(0);
      expect(line.discountPriceFen, ctx).toBeLessThanOrEqual(base);
      // Nothing discounted: the discount price shown is the full price (PricedSkuLine).
      if (line.discountNum === 0) expect(line.discountPriceFen, ctx).toBe(base);
      // Never more than the full price (exchange goods at their own base), never less than the
      // discount price for every unit.
      expect(line.goodsMoneyFen, ctx).toBe(base * num + exchangeWorth);
      expect(line.subtotalFen, ctx).toBeLessThanOrEqual(base * num + exchangeWorth);
      expect(mainFen, ctx).toBe(line.discountNum * line.discountPriceFen + line.fullNum * base);
      expect(mainFen, ctx).toBeGreaterThanOrEqual(line.discountPriceFen * num);
      expect(line.promotionMoneyFen, ctx).toBe(line.goodsMoneyFen - line.subtotalFen);
      expect(line.promotionMoneyFen, ctx).toBeGreaterThanOrEqual(0);

      if (terms.kind === 'seckill' || terms.kind === 'discount') {
        // spec §4 rules, restated: nothing below goods_min; whole multiples; not above the limit.
        const multiple = Math.max(1, terms.numMultiple);
        if (num < terms.goodsMin) expect(line.belowMinimum, ctx).toBe(terms.goodsMin);
        else expect(line.belowMinimum, ctx).toBeNull();
        if (num < terms.goodsMin) expect(line.discountNum, ctx).toBe(0);
        expect(line.discountNum % multiple, ctx).toBe(0);
        if (terms.goodsLimit > 0)
          expect(line.discountNum, ctx).toBeLessThanOrEqual(terms.goodsLimit);
        else if (num >= terms.goodsMin) expect(line.discountNum, ctx).toBe(num - (num % multiple));
        if (line.discountNum > 0)
          expect(line.discountPriceFen, ctx).toBe(Math.min(terms.priceFen, base));
      }
      if (terms.kind === 'wholesale') {
        const reached = terms.tiers.filter((t) => t.num <= num).map((t) => t.num);
        expect(line.tier?.num ?? null, ctx).toBe(reached.length ? Math.max(...reached) : null);
        if (line.tier?.limitNum)
          expect(line.discountNum, ctx).toBe(Math.min(num, line.tier.limitNum));
      }
      if (terms.kind === 'getfree') {
        const met = terms.steps.filter((s) => s.mainRang <= num);
        const last = met[met.length - 1];
        expect(line.exchange?.num ?? 0, ctx).toBe(last && last.rang > 0 ? last.rang : 0);
        expect(line.discountNum, ctx).toBe(0);
      }
    }
  });

  it(`a cart: ${CARTS} random carts of SKU lines and bundles, with coupons and delivery`, () => {
    for (let n = 0; n < CARTS; n++) {
      const skuLines = Array.from({ length: int(1, 30) }, () => priceSkuLine(randomSkuLine()));
      const bundles = Array.from({ length: int(0, 3) }, () => priceBundleLine(randomBundle()));
      for (const b of bundles) {
        expect(b.goodsSubtotalsFen.reduce((a, x) => a + x, 0)).toBe(b.subtotalFen);
        expect(b.subtotalFen).toBeLessThanOrEqual(b.goodsMoneyFen);
        expect(b.promotionMoneyFen).toBeGreaterThanOrEqual(0);
      }
      const lines: OrderLineMoney[] = [...skuLines, ...bundles].map((l) => ({
        goodsMoneyFen: l.goodsMoneyFen,
        subtotalFen: l.subtotalFen,
        manjianEligible: chance(0.7),
        couponEligible: chance(0.8),
      }));
      const manjian = randomManjian();
      const coupon = randomCoupon();
      const deliveryMoneyFen = chance(0.5) ? 0 : int(1, 2_000);
      const totals = priceOrder({ lines, manjian, coupon, deliveryMoneyFen });
      const subtotals = lines.reduce((a, l) => a + l.subtotalFen, 0);
      const manjianBase = lines.reduce((a, l) => a + (l.manjianEligible ? l.subtotalFen : 0), 0);
      const eligible = lines.reduce(
        (a, l, i) => a + (l.couponEligible ? l.subtotalFen - totals.lineManjianFen[i]! : 0),
        0,
      );
      const ctx = JSON.stringify({ manjian, coupon, manjianBase, eligible });

      // Σ subtotals - 满减 - coupon + delivery = goods - promotion - 满减 - coupon + delivery.
      const off = totals.manjianMoneyFen + totals.couponMoneyFen;
      expect(totals.orderMoneyFen, ctx).toBe(subtotals - off + deliveryMoneyFen);
      expect(totals.orderMoneyFen, ctx).toBe(
        totals.goodsMoneyFen - totals.promotionMoneyFen - off + deliveryMoneyFen,
      );
      // The full reduction: never negative, never above its lines' money nor the best tier
      // reached; split to the fen over its lines only, each within what the line charges.
      expect(totals.manjianMoneyFen, ctx).toBeGreaterThanOrEqual(0);
      expect(totals.manjianMoneyFen, ctx).toBeLessThanOrEqual(manjianBase);
      const reachable = (manjian ?? []).filter((t) => manjianBase > 0 && t.moneyFen <= manjianBase);
      const top = reachable.sort((a, b) => b.moneyFen - a.moneyFen)[0];
      expect(totals.manjianMoneyFen, ctx).toBe(
        top ? Math.min(top.discountMoneyFen, manjianBase) : 0,
      );
      expect(
        totals.lineManjianFen.reduce((a, b) => a + b, 0),
        ctx,
      ).toBe(totals.manjianMoneyFen);
      totals.lineManjianFen.forEach((share, i) => {
        const line = lines[i]!;
        expect(share, ctx).toBeGreaterThanOrEqual(0);
        expect(share, ctx).toBeLessThanOrEqual(line.manjianEligible ? line.subtotalFen : 0);
      });
      expect(totals.orderMoneyFen, ctx).toBeGreaterThanOrEqual(deliveryMoneyFen);
      expect(totals.promotionMoneyFen, ctx).toBeGreaterThanOrEqual(0);
      expect(totals.couponMoneyFen, ctx).toBeGreaterThanOrEqual(0);
      expect(totals.couponMoneyFen, ctx).toBeLessThanOrEqual(eligible);
      if (coupon && eligible < coupon.atLeastFen) expect(totals.couponMoneyFen, ctx).toBe(0);
      expect(totals.couponApplies, ctx).toBe(coupon === null || totals.couponMoneyFen > 0);
      // The coupon's split sums to it, stays on eligible lines and within each line's subtotal.
      expect(
        totals.lineCouponFen.reduce((a, b) => a + b, 0),
        ctx,
      ).toBe(totals.couponMoneyFen);
      totals.lineCouponFen.forEach((share, i) => {
        const line = lines[i]!;
        expect(share, ctx).toBeGreaterThanOrEqual(0);
        expect(share, ctx).toBeLessThanOrEqual(
          line.couponEligible ? line.subtotalFen - totals.lineManjianFen[i]! : 0,
        );
      });
      for (const v of Object.values(totals).flat())
        if (typeof v === 'number') expect(Number.isSafeInteger(v), ctx).toBe(true);
    }
  });
});
