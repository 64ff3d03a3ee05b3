import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from './money';

describe('money', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1230, '12.30'],
    [-5, '-0.05'],
    [39900 * 25, '9975.00'],
  ])('fenToYuan(%i) = %s', (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan);
  });

  it.each([
    ['12.3', 1230],
    ['0.07', 7],
    ['399', 39900],
    ['-1.5', -150],
  ])('yuanToFen(%s) = %i', (yuan, fen) => {
    expect(yuanToFen(yuan)).toBe(fen);
  });

  it('round-trips 0.01 steps without float drift', () => {
    for (let fen = 0; fen < 100000; fen += 7) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });

  it('refuses malformed amounts and fractional fen', () => {
    expect(() => yuanToFen('1.234')).toThrow(RangeError);
    expect(() => yuanToFen('abc')).toThrow(RangeError);
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
  });
});
