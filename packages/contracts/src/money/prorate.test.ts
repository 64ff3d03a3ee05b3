import { describe, expect, it } from 'vitest';
import { fenToYuan } from './money';
import { prorate } from './prorate';
import { seededRandom } from '../common/seeded-random';

const sum = (parts: readonly number[]) => parts.reduce((a, b) => a + b, 0);

describe('prorate', () => {
  it.each(
    // prettier-ignore
    [
      // Largest remainder: 100 by 1:2:3 = 16.67, 33.33, 50 → 16 + 33 + 50 = 99, the fen left to
      // the largest remainder (.67).
      ['100 by 1:2:3', 100, [1, 2, 3], [17, 33, 50]],
      ['exact shares', 10, [1, 2, 3, 4], [1, 2, 3, 4]],
      // Ties: 33.33 each, the earlier part takes the fen; 2 over three → the first two.
      ['100 by 1:1:1 (ties → earlier)', 100, [1, 1, 1], [34, 33, 33]],
      ['2 by 1:1:1 (ties → earlier)', 2, [1, 1, 1], [1, 1, 0]],
      // 0.10 by 0.03 : 0.03 : 0.04 — the weights themselves fen.
      ['10 by 3:3:4', 10, [3, 3, 4], [3, 3, 4]],
      // Zero weights take nothing while another weight is positive; all-zero split evenly.
      ['zero weights beside a positive one', 5, [0, 3, 0], [0, 5, 0]],
      ['all-zero weights: even split', 5, [0, 0], [3, 2]],
      ['negative weight counts as 0', 9, [-4, 1, 2], [0, 3, 6]],
      ['zero total', 0, [5, 7], [0, 0]],
      ['negative total splits like its opposite', -100, [1, 2, 3], [-17, -33, -50]],
      ['no parts', 100, [], []],
    ] as const,
  )('%s', (_case, total, weights, parts) => {
    const got = prorate(total, weights);
    expect(got).toEqual(parts);
    if (weights.length > 0) expect(sum(got)).toBe(total);
  });

  // LESSONS: Vendure #3091 showed 0.11 off on 25 × 399.00 with a 10 % discount (float money).
  it('25 × 399.00 with 10 % off is exactly 99.75 off and 8977.50 to pay', () => {
    const lines = Array.from({ length: 25 }, () => 39900);
    const total = sum(lines); // 9975.00
    const off = Math.floor((total * 10) / 100); // 997.50
    const parts = prorate(off, lines);
    expect(parts).toEqual(lines.map(() => 3990)); // 39.90 each
    expect(sum(parts)).toBe(99750);
    expect(fenToYuan(total - sum(parts))).toBe('8977.50');
    expect(lines.map((l, i) => fenToYuan(l - (parts[i] ?? 0)))).toEqual(lines.map(() => '359.10'));
    // The same discount over one line of 25 units, and over uneven lines.
    expect(prorate(99750, [997500])).toEqual([99750]);
    expect(sum(prorate(99750, [39900 * 24, 39900, 1]))).toBe(99750);
  });

  it('breaks true ties by position even where float remainders differ', () => {
    // 63549 × 43971 and 63549 × 22091 leave the same remainder 47817 over 75486 (.633455… each);
    // floats made the second look larger and gave it the fen. The tie rule: the earlier part.
    expect(prorate(63549, [43971, 22091, 9424])).toEqual([37018, 18597, 7934]);
  });

  it('stays exact past 2^53 (products beyond safe integers)', () => {
    // 9,007,199,254,740 × 7,000 > 2^53: computed with BigInt, 30 % and 70 % exactly.
    const parts = prorate(9_007_199_254_740, [3_000, 7_000]);
    expect(parts).toEqual([2_702_159_776_422, 6_305_039_478_318]);
    expect(sum(parts)).toBe(9_007_199_254_740);
  });

  it('random splits: sum to the total, each part floor(exact) or one more (3,000 cases)', () => {
    const rand = seededRandom(3091);
    for (let n = 0; n < 3000; n++) {
      const total = Math.floor(rand() * (n % 10 === 0 ? 1e12 : 1e6));
      const weights = Array.from({ length: 1 + Math.floor(rand() * 12) }, () =>
        rand() < 0.15 ? 0 : Math.floor(rand() * (n % 7 === 0 ? 1e9 : 1e5)),
      );
      const parts = prorate(total, weights);
      expect(sum(parts)).toBe(total);
      const weightSum = BigInt(sum(weights.some((w) => w > 0) ? weights : weights.map(() => 1)));
      parts.forEach((part, i) => {
        const w = BigInt(weights.some((x) => x > 0) ? (weights[i] ?? 0) : 1);
        const floor = Number((BigInt(total) * w) / weightSum);
        expect(Number.isInteger(part)).toBe(true);
        expect(part === floor || part === floor + 1).toBe(true);
      });
    }
  });
});
