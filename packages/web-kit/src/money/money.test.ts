import { describe, expect, it } from 'vitest';
import { formatYuan, shortYuan } from '.';

describe('formatYuan', () => {
  it.each(
    // prettier-ignore
    [
      ['12.30', '', '¥12.30'],
      ['12.3', '', '¥12.30'],
      [12, '', '¥12.00'],
      [1.1 + 2.2, '', '¥3.30'],
      ['0.00', '', '¥0.00'],
      ['1234567.8', '', '¥1234567.80'],
      [100000000.01, '', '¥100000000.01'],
      ['-3.50', '', '-¥3.50'],
      ['63.50', '-', '-¥63.50'],
      ['0.00', '-', '-¥0.00'],
      ['10.00', '+', '+¥10.00'],
      ['-1.00', '+', '-¥1.00'],
    ] as const,
  )('%s with sign "%s" -> %s', (value, sign, text) => {
    expect(formatYuan(value, sign)).toBe(text);
  });

  it('refuses text that is not money rather than print a wrong amount', () => {
    expect(() => formatYuan('12.345')).toThrow(RangeError);
  });
});

describe('shortYuan', () => {
  it.each([
    ['20.00', '20'],
    ['9.50', '9.5'],
    ['10.10', '10.1'],
    ['100.00', '100'],
    ['0.05', '0.05'],
    [30, '30'],
  ] as const)('%s -> %s', (value, text) => {
    expect(shortYuan(value)).toBe(text);
  });
});
