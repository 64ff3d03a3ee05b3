import type { CouponTerms } from '@shop/contracts/coupon';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import zh from '../../../locales/zh-CN/point.json';
import { couponValueText } from './point-text';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'zh-CN', resources: { 'zh-CN': { point: zh } }, ns: ['point'] });
const t = i18n.getFixedT('zh-CN', 'point');

const base: CouponTerms = {
  coupon_type_id: 1,
  coupon_name: '积分专享',
  site_id: 1,
  shop_name: '康源医药自营',
  type: 'reward',
  money: '20.00',
  discount: 10,
  discount_limit: '0.00',
  at_least: '200.00',
  goods_type: 1,
  scope_names: [],
  scope_count: 0,
};

describe('couponValueText', () => {
  it.each([
    [{}, '满200减20'],
    [{ money: '5.00', at_least: '0.00' }, '5元无门槛'],
    [{ money: '5.50', at_least: '0.00' }, '5.5元无门槛'],
    [
      { type: 'discount', discount: 9, at_least: '0.00', discount_limit: '30.00' },
      '9折（最多减30元）',
    ],
    [{ type: 'discount', discount: 9.5, at_least: '100.00' }, '满100享9.5折'],
  ] as const)('%j -> %s', (change, text) => {
    expect(couponValueText(t, { ...base, ...change })).toBe(text);
  });
});
