import type { ConfirmCoupon, ConfirmLine } from '@shop/contracts/order';
import { describe, expect, it } from 'vitest';
import { couponTexts, groupLines, isDiscounted } from './checkout-lines';

const line = (over: Partial<ConfirmLine>): ConfirmLine => ({
  sku_id: 1,
  goods_id: 1,
  sku_name: '阿莫西林胶囊',
  sku_image: '',
  spec_name: '0.25g*24粒',
  unit: '盒',
  num: 1,
  price: '10.00',
  discount_price: '10.00',
  promotion_type: '',
  promotion_label: '',
  expiry_date: null,
  goods_money: '10.00',
  real_goods_money: '10.00',
  manjian_money: '0.00',
  bl_id: 0,
  bl_name: '',
  ...over,
});

describe('groupLines', () => {
  it('groups bundle goods under their bundle at the place of its first goods', () => {
    const lines = [
      line({ sku_id: 1 }),
      line({ sku_id: 2, bl_id: 8, bl_name: '感冒套餐' }),
      line({ sku_id: 3, promotion_type: 'exchange' }),
      line({ sku_id: 4, bl_id: 8, bl_name: '感冒套餐' }),
      line({ sku_id: 5, bl_id: 9, bl_name: '胃药套餐' }),
    ];
    const groups = groupLines(lines);
    expect(
      groups.map((g) => (g.kind === 'line' ? g.line.sku_id : g.lines.map((l) => l.sku_id))),
    ).toEqual([1, [2, 4], 3, [5]]);
    expect(groups[1]).toMatchObject({ kind: 'bundle', bl_name: '感冒套餐' });
  });
});

describe('isDiscounted', () => {
  it('compares in fen', () => {
    expect(isDiscounted(line({ price: '10.00', discount_price: '9.99' }))).toBe(true);
    expect(isDiscounted(line({ price: '10.00', discount_price: '10.00' }))).toBe(false);
  });
});

describe('couponTexts', () => {
  const coupon = (over: Partial<ConfirmCoupon>): ConfirmCoupon => ({
    coupon_id: 1,
    coupon_name: '店铺券',
    type: 'reward',
    money: '10.00',
    discount: 100,
    at_least: '100.00',
    end_time: 0,
    usable: true,
    coupon_money: '10.00',
    ...over,
  });

  it('says what a usable 满减 coupon takes off', () => {
    expect(couponTexts(coupon({}))).toEqual({
      rule: ['checkout:coupon.reward', { atLeast: '100.00', money: '10.00' }],
      note: ['checkout:coupon.saves', { money: '10.00' }],
    });
  });

  it('shows a discount coupon of 95 as 9.5折 and an unusable one with its threshold', () => {
    const texts = couponTexts(
      coupon({
        type: 'discount',
        discount: 95,
        at_least: '0.00',
        usable: false,
        coupon_money: '0.00',
      }),
    );
    expect(texts.rule).toEqual([
      'checkout:coupon.discountNoThreshold',
      { atLeast: '0.00', discount: 9.5, percent: 5 },
    ]);
    expect(texts.note).toEqual(['checkout:coupon.unusable', { atLeast: '0.00' }]);
  });
});
