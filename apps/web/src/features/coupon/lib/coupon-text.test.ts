import type { CouponType } from '@shop/contracts/coupon';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { couponConditions, couponFigure, couponScope, couponTypeValidity } from './coupon-text';

// A t() that shows the key and its values, so the tests read which text is chosen.
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key}${JSON.stringify(values)}` : key) as unknown as TFunction;

const base: CouponType = {
  coupon_type_id: 1,
  coupon_name: '满300减20',
  site_id: 1,
  shop_name: '康源医药自营',
  type: 'reward',
  money: '20.00',
  discount: 10,
  discount_limit: '0.00',
  at_least: '300.00',
  goods_type: 1,
  scope_names: [],
  scope_count: 0,
  validity_type: 0,
  fixed_term: 0,
  start_time: Date.UTC(2026, 10, 21, 16), // 2026-11-22 00:00 in Shanghai
  end_time: Date.UTC(2026, 11, 31, 15, 59),
  count: 100,
  lead_count: 0,
  remaining: 100,
  taken_percent: 0,
  max_fetch: 1,
  all_taken: false,
};

describe('coupon texts', () => {
  it('shows an amount without zero cents and a discount in the language of the page', () => {
    expect(couponFigure(t, base)).toEqual({ prefix: '¥', value: '20', suffix: '' });
    expect(couponFigure(t, { ...base, type: 'discount', discount: 9.5 })).toEqual({
      prefix: '',
      value: 'coupon:terms.discountValue{"discount":9.5,"off":5}',
      suffix: 'coupon:terms.discountSuffix',
    });
  });

  it('states the threshold and the cap of a discount coupon', () => {
    expect(couponConditions(t, base)).toEqual(['coupon:terms.atLeast{"amount":"300"}']);
    expect(couponConditions(t, { ...base, at_least: '0.00' })).toEqual([
      'coupon:terms.noThreshold',
    ]);
    expect(
      couponConditions(t, { ...base, type: 'discount', discount_limit: '50.00', at_least: '0.00' }),
    ).toEqual(['coupon:terms.noThreshold', 'coupon:terms.cap{"amount":"50"}']);
  });

  it('names the scope, saying when there are more than shown', () => {
    expect(couponScope(t, base)).toBe('coupon:terms.scopeAll');
    expect(couponScope(t, { ...base, goods_type: 3, scope_names: ['西药'], scope_count: 1 })).toBe(
      'coupon:terms.scopeCategory{"names":"西药"}',
    );
    expect(
      couponScope(t, { ...base, goods_type: 2, scope_names: ['a', 'b'], scope_count: 7 }),
    ).toBe(
      'coupon:terms.scopeGoods{"names":"acoupon:terms.scopeSeparatorbcoupon:terms.scopeMore{\\"count\\":7}"}',
    );
  });

  it('dates in shop time, or counts days from receipt', () => {
    expect(couponTypeValidity(t, base)).toBe(
      'coupon:terms.window{"from":"2026-11-22","to":"2026-12-31"}',
    );
    expect(couponTypeValidity(t, { ...base, validity_type: 1, fixed_term: 15 })).toBe(
      'coupon:terms.fixedTerm{"days":15}',
    );
  });
});
