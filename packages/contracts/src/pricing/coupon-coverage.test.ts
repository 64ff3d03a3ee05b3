import { describe, expect, it } from 'vitest';
import { bestCoupon, couponCovers, weighCoupon, type HeldCouponTerms } from './coupon-coverage';

const held = (over: Partial<HeldCouponTerms> & { couponId: number }): HeldCouponTerms => ({
  couponName: 'coupon',
  type: 'reward',
  moneyFen: 1000,
  discount: 100,
  discountLimitFen: 0,
  atLeastFen: 0,
  goodsType: 1,
  scopeIds: [],
  endAt: new Date('2026-12-31T00:00:00Z'),
  ...over,
});

// Two lines: goods 7 (leaf category 30) for 60.00, goods 8 (category 31) for 40.00.
const lines = [
  { goodsId: 7, categoryId: 30, subtotalFen: 6000 },
  { goodsId: 8, categoryId: 31, subtotalFen: 4000 },
];

describe('couponCovers', () => {
  it.each(
    // prettier-ignore
    [
      ['all goods of the shop', { goodsType: 1, scopeIds: [] }, lines[1]!, true],
      ['listed goods, listed', { goodsType: 2, scopeIds: [8] }, lines[1]!, true],
      ['listed goods, not listed', { goodsType: 2, scopeIds: [7] }, lines[1]!, false],
      ['listed categories, the leaf listed', { goodsType: 3, scopeIds: [31] }, lines[1]!, true],
      ['listed categories, a goods id does not count', { goodsType: 3, scopeIds: [8] }, lines[1]!, false],
    ] as const,
  )('%s', (_, scope, line, covered) => {
    expect(couponCovers({ ...scope, scopeIds: [...scope.scopeIds] }, line)).toBe(covered);
  });
});

describe('weighCoupon', () => {
  it.each(
    // prettier-ignore
    [
      // 10.00 off from 100.00: the whole order (100.00) reaches it.
      ['reward 10.00 at 100.00 on all goods', held({ couponId: 1, atLeastFen: 10000 }), true, 1000],
      // Only goods 8 (40.00) is covered: 50.00 is not reached.
      ['reward 10.00 at 50.00 on goods 8 only', held({ couponId: 2, atLeastFen: 5000, goodsType: 2, scopeIds: [8] }), false, 0],
      // 9折 of the covered 60.00 = 6.00.
      ['9折 on category 30', held({ couponId: 3, type: 'discount', discount: 90, goodsType: 3, scopeIds: [30] }), true, 600],
    ] as const,
  )('%s', (_, coupon, usable, moneyFen) => {
    const weighed = weighCoupon(coupon, lines);
    expect(weighed.usable).toBe(usable);
    expect(weighed.couponMoneyFen).toBe(moneyFen);
    expect(weighed.couponId).toBe(coupon.couponId);
  });
});

describe('bestCoupon', () => {
  const early = new Date('2026-12-01T00:00:00Z');
  it('takes the most money off, then the earliest to expire, never an unusable one', () => {
    const choices = [
      weighCoupon(held({ couponId: 1, moneyFen: 800 }), lines),
      weighCoupon(held({ couponId: 2, moneyFen: 1500 }), lines),
      weighCoupon(held({ couponId: 3, moneyFen: 1500, endAt: early }), lines),
      weighCoupon(held({ couponId: 4, moneyFen: 5000, atLeastFen: 20000 }), lines),
    ];
    expect(bestCoupon(choices)?.couponId).toBe(3);
    expect(bestCoupon(choices.filter((c) => c.couponId === 4))).toBeNull();
  });
});
