import { describe, expect, it } from 'vitest';
import { manjianMoney } from './manjian-money';
import { priceOrder } from './price-order';
import type { CouponTerms, ManjianTier, OrderLineMoney } from './pricing.types';

const tier = (moneyFen: number, discountMoneyFen: number): ManjianTier => ({
  moneyFen,
  discountMoneyFen,
});
/** 满300减30, 满500减60, 满1000减150. */
const T300 = tier(30000, 3000);
const T500 = tier(50000, 6000);
const T1000 = tier(100000, 15000);
const TIERS = [T300, T500, T1000];

describe('manjianMoney', () => {
  it.each(
    // prettier-ignore
    [
      ['nothing bought: no tier, next 满300', TIERS, 0, null, 0, T300],
      ['299.99: 0.01 short of 满300', TIERS, 29999, null, 0, T300],
      ['exactly 300.00 reaches 满300减30', TIERS, 30000, T300, 3000, T500],
      ['499.99 stays at 满300减30', TIERS, 49999, T300, 3000, T500],
      ['500.00 reaches 满500减60', TIERS, 50000, T500, 6000, T1000],
      ['1200.00: the top tier 满1000减150, no next', TIERS, 120000, T1000, 15000, null],
      ['tiers in any order: 600.00 → 满500减60', [T1000, T300, T500], 60000, T500, 6000, T1000],
      // A reduction above the money is capped: the order is never below zero.
      ['满100减500 on 120.00: capped at 120.00', [tier(10000, 50000)], 12000, tier(10000, 50000), 12000, null],
      ['no tiers', [], 50000, null, 0, null],
    ] as const,
  )('%s', (_case, tiers, eligibleFen, reached, moneyFen, next) => {
    expect(manjianMoney(tiers, eligibleFen)).toEqual({
      tier: reached,
      moneyFen,
      next,
      eligibleFen,
    });
  });
});

describe('priceOrder with a full reduction', () => {
  const line = (
    goodsMoneyFen: number,
    subtotalFen: number,
    manjianEligible: boolean,
    couponEligible: boolean,
  ): OrderLineMoney => ({ goodsMoneyFen, subtotalFen, manjianEligible, couponEligible });
  // A: 200.00 sold for 180.00 (满减 and coupon); B: 150.00 (满减 only); C: 100.00 (coupon only).
  // Goods 450.00, promotions 20.00, 满减-eligible 330.00 → 满300减30.
  const A = line(20000, 18000, true, true);
  const B = line(15000, 15000, true, false);
  const C = line(10000, 10000, false, true);
  const reward = (moneyFen: number, atLeastFen: number): CouponTerms => ({
    type: 'reward',
    moneyFen,
    discount: 100,
    discountLimitFen: 0,
    atLeastFen,
  });

  it.each(
    // prettier-ignore
    [
      // 30.00 over 180 : 150 → 1636.36… + 1363.63… → [1636, 1364, 0] (B has the larger rest).
      // 450.00 - 20.00 - 30.00 + 8.00 = 408.00.
      ['满300减30 split over A and B', [A, B, C], TIERS, null, 800, 3000, [1636, 1364, 0], 0, [0, 0, 0], 40800],
      // Coupon-eligible after 满减: A 163.64 + C 100.00 = 263.64 ≥ 250.00; 10.00 split
      // 16364 : 10000 → 620.69… + 379.30… → [621, 0, 379]. 430.00 - 30.00 - 10.00 = 390.00.
      ['coupon after 满减, threshold 250.00 reached', [A, B, C], TIERS, reward(1000, 25000), 0, 3000, [1636, 1364, 0], 1000, [621, 0, 379], 39000],
      // Before 满减 the coupon's lines would make 280.00; after it 263.64 < 270.00: no coupon.
      ['threshold 270.00 missed after 满减', [A, B, C], TIERS, reward(1000, 27000), 0, 3000, [1636, 1364, 0], 0, [0, 0, 0], 40000],
      // Only C eligible for nothing: 满减 on 0.00 takes nothing.
      ['no 满减-eligible line', [C], TIERS, null, 0, 0, [0], 0, [0], 10000],
      // 满100减500 on 120.00 is capped at 120.00: the coupon has nothing left to take.
      ['reduction capped at the money', [line(12000, 12000, true, true)], [tier(10000, 50000)], reward(1000, 0), 800, 12000, [12000], 0, [0], 800],
      ['no full reduction running', [A, B, C], null, null, 0, 0, [0, 0, 0], 0, [0, 0, 0], 43000],
    ] as const,
  )(
    '%s',
    (
      _case,
      lines,
      manjian,
      coupon,
      deliveryMoneyFen,
      manjianMoneyFen,
      lineManjianFen,
      couponMoneyFen,
      lineCouponFen,
      orderMoneyFen,
    ) => {
      const totals = priceOrder({ lines: [...lines], manjian, coupon, deliveryMoneyFen });
      expect(totals.manjianMoneyFen).toBe(manjianMoneyFen);
      expect(totals.lineManjianFen).toEqual(lineManjianFen);
      expect(totals.couponMoneyFen).toBe(couponMoneyFen);
      expect(totals.lineCouponFen).toEqual(lineCouponFen);
      expect(totals.orderMoneyFen).toBe(orderMoneyFen);
      expect(totals.orderMoneyFen).toBe(
        totals.goodsMoneyFen -
          totals.promotionMoneyFen -
          totals.manjianMoneyFen -
          totals.couponMoneyFen +
          totals.deliveryMoneyFen,
      );
      expect(totals.manjian === null).toBe(manjian === null);
    },
  );
});
