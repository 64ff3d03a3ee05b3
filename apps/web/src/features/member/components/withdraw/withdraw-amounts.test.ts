import { describe, expect, it } from 'vitest';
import { withdrawAmounts } from './withdraw-amounts';

describe('withdrawAmounts', () => {
  it('shows the fee and what arrives for a typed amount', () => {
    expect(withdrawAmounts('123.45', 60)).toEqual({ amount: 12_345, fee: '0.74', net: '122.71' });
    expect(withdrawAmounts(' 100 ', 0)).toEqual({ amount: 10_000, fee: '0.00', net: '100.00' });
  });

  it('is null for text that is no amount', () => {
    for (const text of [undefined, '', 'abc', '1.234', '-5'])
      expect(withdrawAmounts(text, 60)).toBeNull();
  });
});
