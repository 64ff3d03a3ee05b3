import { describe, expect, it } from 'vitest';
import { formatYuan } from './money';

describe('formatYuan', () => {
  it.each([
    ['0', '¥0.00'],
    ['12.5', '¥12.50'],
    ['1234.50', '¥1,234.50'],
    [1234567.8, '¥1,234,567.80'],
    ['-3', '-¥3.00'],
    ['0.1', '¥0.10'],
    ['100000000.01', '¥100,000,000.01'],
  ] as const)('%j -> %s', (value, text) => {
    expect(formatYuan(value)).toBe(text);
  });
});
