import { describe, expect, it } from 'vitest';
import { buyState, priceDisplay, shownPrice } from './price-display';

const free = { is_member_by: true, view_price: true, not_buy_msg: '' };

describe('priceDisplay', () => {
  it('asks a visitor to log in when no price and no sale control came', () => {
    expect(priceDisplay({})).toEqual({ kind: 'login' });
  });

  it("shows the shop's message, or the default, when the member may not see the price", () => {
    const blocked = { is_member_by: false, view_price: false, not_buy_msg: '仅限医疗机构采购' };
    expect(priceDisplay({ sale_control: blocked })).toEqual({
      kind: 'blocked',
      message: '仅限医疗机构采购',
    });
    expect(priceDisplay({ sale_control: { ...blocked, not_buy_msg: '' } })).toEqual({
      kind: 'blocked',
      message: null,
    });
  });

  it('shows price, member price and a higher market price as money, compared in fen', () => {
    expect(
      priceDisplay({
        price: '9.80',
        member_price: '9.50',
        market_price: '12.00',
        sale_control: free,
      }),
    ).toEqual({ kind: 'price', price: '9.80', memberPrice: '9.50', marketPrice: '12.00' });
    // "10.00" > "9.80" as money although not as text.
    expect(priceDisplay({ price: '9.80', market_price: '10.00' }).kind).toBe('price');
    expect(priceDisplay({ price: '10.00', market_price: '9.80' })).toMatchObject({
      marketPrice: null,
    });
  });
});

describe('shownPrice', () => {
  it('is the member price when sent, else the price, and null without a visible price', () => {
    expect(shownPrice({ price: '9.50', member_price: '8.70', sale_control: free })).toBe('8.70');
    expect(shownPrice({ price: '9.50', sale_control: free })).toBe('9.50');
    const blocked = { is_member_by: false, view_price: false, not_buy_msg: '' };
    expect(shownPrice({ sale_control: blocked })).toBeNull();
    expect(shownPrice({})).toBeNull();
  });
});

describe('buyState', () => {
  it('lets a member buy free goods and refuses controlled ones with their message', () => {
    expect(buyState({ sale_control: free })).toEqual({ enabled: true, message: null });
    expect(
      buyState({
        sale_control: { is_member_by: false, view_price: true, not_buy_msg: '连锁药店专供' },
      }),
    ).toEqual({ enabled: false, message: '连锁药店专供' });
  });
});
