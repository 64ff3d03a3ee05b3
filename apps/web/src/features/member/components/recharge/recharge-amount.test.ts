import { describe, expect, it } from 'vitest';
import { rechargeAmountRefusal } from './recharge-amount';

const limits = { min_amount: '100.00', max_amount: '1000000.00' };

describe('rechargeAmountRefusal', () => {
  it.each([
    ['100', null],
    ['1000.5', null],
    ['99.99', 'recharge.belowMin'],
    ['100.001', 'recharge.invalidAmount'],
    ['-5', 'recharge.invalidAmount'],
    ['', 'recharge.invalidAmount'],
    ['1000000.01', 'recharge.aboveMax'],
  ])('%s -> %s', (text, key) => {
    expect(rechargeAmountRefusal(text, limits)?.key ?? null).toBe(key);
  });
});
