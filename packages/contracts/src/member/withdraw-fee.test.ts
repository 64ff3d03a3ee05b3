import { describe, expect, it } from 'vitest';
import { feeRatePercent, withdrawFee } from './withdraw-fee';

describe('withdrawFee', () => {
  it.each([
    // amount fen, rate bp, fee fen
    [10_000, 60, 60], // ¥100 at 0.6 % = ¥0.60
    [12_345, 60, 74], // 74.07 -> 74
    [125, 200, 3], // 2.5 -> 3 (half up)
    [124, 200, 2], // 2.48 -> 2
    [10_000, 0, 0], // no fee set
    [0, 60, 0],
    [9_999_999_99, 1000, 100_000_000], // ¥9,999,999.99 at 10 %: 99,999,999.9 -> 100,000,000
  ])('%i fen at %i bp costs %i fen', (amount, rate, fee) => {
    expect(withdrawFee(amount, rate)).toBe(fee);
  });

  it('never exceeds the amount and leaves a whole fen', () => {
    for (let amount = 1; amount < 3000; amount += 7)
      for (const rate of [1, 60, 333, 10_000]) {
        const fee = withdrawFee(amount, rate);
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee).toBeLessThanOrEqual(amount);
      }
  });

  it('shows the rate as a percentage', () => {
    expect(feeRatePercent(60)).toBe('0.6');
    expect(feeRatePercent(150)).toBe('1.5');
  });
});
