import { describe, expect, it } from 'vitest';
import { firstUsable, orderLink, outTradeNoOf, payMethods, payStage } from './pay-methods';

const account = (balance: string, credit: string) => ({
  balance,
  credit_limit: '1000.00',
  credit_available: credit,
  has_pay_password: false,
});

const offline = {
  bank_name: '工商银行',
  account_name: '康源医药',
  account_no: '6222 0000 1111',
};

describe('payMethods', () => {
  it('lets the balance and the credit pay exactly the amount due', () => {
    const methods = payMethods({
      pay_money: '123.45',
      account: account('123.45', '123.45'),
      offline,
    });
    expect(methods.map((m) => [m.type, m.enabled, m.reason])).toEqual([
      ['balance', true, null],
      ['offline', true, null],
      ['credit', true, null],
    ]);
    expect(firstUsable(methods)).toBe('balance');
  });

  it('disables them one fen short, saying why; offline transfer stays', () => {
    const methods = payMethods({
      pay_money: '123.45',
      account: account('123.44', '0.00'),
      offline,
    });
    expect(methods.map((m) => [m.type, m.enabled, m.reason])).toEqual([
      ['balance', false, 'checkout:pay.insufficient'],
      ['offline', true, null],
      ['credit', false, 'checkout:pay.creditInsufficient'],
    ]);
    expect(firstUsable(methods)).toBe('offline');
  });

  it('disables the offline transfer while the shop has set no account, saying why', () => {
    const none = { bank_name: '', account_name: '', account_no: '' };
    const methods = payMethods({
      pay_money: '1.00',
      account: account('0.00', '0.00'),
      offline: none,
    });
    expect(methods.find((m) => m.type === 'offline')).toEqual({
      type: 'offline',
      enabled: false,
      reason: 'checkout:pay.noOffline',
    });
    // A half-set account (no number) is no account either.
    const half = payMethods({
      pay_money: '1.00',
      account: account('5.00', '0.00'),
      offline: { ...offline, account_no: '' },
    });
    expect(half.find((m) => m.type === 'offline')?.enabled).toBe(false);
    expect(firstUsable(half)).toBe('balance');
  });

  it('starts on the credit when the balance is short but the credit covers it', () => {
    const methods = payMethods({
      pay_money: '460.30',
      account: account('0.00', '5000.00'),
      offline,
    });
    expect(firstUsable(methods)).toBe('credit');
  });
});

describe('payStage', () => {
  it.each([
    [0, 'waiting'],
    [1, 'paid'],
    [2, 'reviewing'],
    [-1, 'cancelled'],
  ] as const)('status %i is %s', (status, stage) => expect(payStage(status)).toBe(stage));
});

describe('orderLink', () => {
  it('opens the one order, or the list for several', () => {
    expect(orderLink([42])).toBe('/member/order_detail?order_id=42');
    expect(orderLink([42, 43])).toBe('/member/order_list');
    expect(orderLink([])).toBe('/member/order_list');
  });
});

describe('outTradeNoOf', () => {
  it('takes the server form only', () => {
    expect(outTradeNoOf(new URLSearchParams('out_trade_no=2026112201234567890'))).toBe(
      '2026112201234567890',
    );
    expect(outTradeNoOf(new URLSearchParams('out_trade_no=abc'))).toBeNull();
    expect(outTradeNoOf(new URLSearchParams(''))).toBeNull();
  });
});
