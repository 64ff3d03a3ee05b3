import { describe, expect, it } from 'vitest';
import { couponMoney, priceOrder } from './price-order';
import type { CouponTerms, OrderLineMoney } from './pricing.types';

const reward = (moneyFen: number, atLeastFen = 0): CouponTerms => ({
  type: 'reward',
  moneyFen,
  discount: 100,
  discountLimitFen: 0,
  atLeastFen,
});
const discount = (percentPaid: number, discountLimitFen = 0, atLeastFen = 0): CouponTerms => ({
  type: 'discount',
  moneyFen: 0,
  discount: percentPaid,
  discountLimitFen,
  atLeastFen,
});

describe('couponMoney', () => {
  it.each(
    // prettier-ignore
    [
      // A reward (满减) coupon takes its money off once the threshold is reached.
      ['reward 10.00, threshold 100.00 reached by 140.00', reward(1000, 10000), 14000, 1000],
      ['reward 10.00, exactly at threshold 100.00', reward(1000, 10000), 10000, 1000],
      ['reward 10.00, threshold 100.00 not reached by 99.99', reward(1000, 10000), 9999, 0],
      // Never more than the eligible money.
      ['reward 200.00 on 140.00 eligible: 140.00', reward(20000), 14000, 14000],
      ['nothing eligible', reward(1000), 0, 0],
      // A discount (折扣) coupon: the part not paid, rounded down to the fen. 9.5折 on 140.00 = 7.00.
      ['9.5折 on 140.00: 7.00', discount(95), 14000, 700],
      // 5 % of 140.01 = 7.0005 → 7.00 (floor: never more off than the rate gives).
      ['9.5折 on 140.01: floor 7.00', discount(95), 14001, 700],
      // 5 % of 139.99 = 6.9995 → 6.99.
      ['9.5折 on 139.99: floor 6.99', discount(95), 13999, 699],
      // 8折 on 140.00 = 28.00, capped by discount_limit 20.00.
      ['8折 on 140.00 capped at 20.00', discount(80, 2000), 14000, 2000],
      ['8折 on 50.00 under the cap 20.00: 10.00', discount(80, 2000), 5000, 1000],
      ['8折, threshold 150.00 not reached', discount(80, 0, 15000), 14000, 0],
      ['10折 (100 %) takes nothing', discount(100), 14000, 0],
    ] as const,
  )('%s', (_case, coupon, eligibleFen, off) => {
    expect(couponMoney(coupon, eligibleFen)).toBe(off);
  });
});

describe('priceOrder', () => {
  // A: 100.00 of goods sold for 90.00, B: 50.00 at full price, both coupon-eligible;
  // C: 30.00 sold for 20.00, not eligible. Goods 180.00, promotions 20.00, eligible 140.00.
  const A: OrderLineMoney = {
    goodsMoneyFen: 10000,
    subtotalFen: 9000,
    manjianEligible: false,
    couponEligible: true,
  };
  const B: OrderLineMoney = {
    goodsMoneyFen: 5000,
    subtotalFen: 5000,
    manjianEligible: false,
    couponEligible: true,
  };
  const C: OrderLineMoney = {
    goodsMoneyFen: 3000,
    subtotalFen: 2000,
    manjianEligible: false,
    couponEligible: false,
  };

  // Business decision: order_money = goods_money - promotion_money - coupon_money + delivery_money.
  it.each(
    // prettier-ignore
    [
      // 180.00 - 20.00 - 0 + 10.00 = 170.00.
      ['no coupon, delivery 10.00', [A, B, C], null, 1000, 0, [0, 0, 0], true, 17000],
      ['no coupon, free delivery', [A, B, C], null, 0, 0, [0, 0, 0], true, 16000],
      // Reward 10.00 split 9000 : 5000 : 0 → 642.857… + 357.142… → [643, 357, 0].
      // 180.00 - 20.00 - 10.00 + 10.00 = 160.00.
      ['reward 10.00 over A and B', [A, B, C], reward(1000, 10000), 1000, 1000, [643, 357, 0], true, 16000],
      // Threshold 150.00 on 140.00 eligible (C does not count): the coupon does not apply.
      ['threshold 150.00 not reached', [A, B, C], reward(1000, 15000), 1000, 0, [0, 0, 0], false, 17000],
      // 9.5折 on 140.00 = 7.00 → 4.50 + 2.50.
      ['9.5折 on 140.00', [A, B, C], discount(95), 0, 700, [450, 250, 0], true, 15300],
      // 8折 = 28.00 capped at 20.00 → 12.857… + 7.142… → [1286, 714, 0].
      ['8折 capped at 20.00', [A, B, C], discount(80, 2000), 500, 2000, [1286, 714, 0], true, 14500],
      // Coupon 200.00 > 140.00 eligible: 140.00 off; 180.00 - 20.00 - 140.00 + 10.00 = 30.00.
      ['coupon above the eligible money', [A, B, C], reward(20000), 1000, 14000, [9000, 5000, 0], true, 3000],
      // Only C (not eligible): nothing to take the coupon off.
      ['no eligible line', [C], reward(1000), 0, 0, [0], false, 2000],
      ['no lines', [], null, 0, 0, [], true, 0],
    ] as const,
  )(
    '%s',
    (
      _case,
      lines,
      coupon,
      deliveryMoneyFen,
      couponMoneyFen,
      lineCouponFen,
      applies,
      orderMoneyFen,
    ) => {
      const totals = priceOrder({ lines: [...lines], manjian: null, coupon, deliveryMoneyFen });
      const goodsMoneyFen = lines.reduce((a, l) => a + l.goodsMoneyFen, 0);
      const subtotalFen = lines.reduce((a, l) => a + l.subtotalFen, 0);
      expect(totals).toEqual({
        goodsMoneyFen,
        promotionMoneyFen: goodsMoneyFen - subtotalFen,
        manjianMoneyFen: 0,
        couponMoneyFen,
        deliveryMoneyFen,
        orderMoneyFen,
        manjian: null,
        lineManjianFen: lines.map(() => 0),
        lineCouponFen,
        couponApplies: applies,
      });
      expect(totals.orderMoneyFen).toBe(
        totals.goodsMoneyFen -
          totals.promotionMoneyFen -
          totals.couponMoneyFen +
          totals.deliveryMoneyFen,
      );
      expect(totals.lineCouponFen.reduce((a, b) => a + b, 0)).toBe(couponMoneyFen);
    },
  );
});
