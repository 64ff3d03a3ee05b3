import { describe, expect, it } from 'vitest';
import { parseAddressLines, scopeLabelKey } from './key-form-values';

describe('parseAddressLines', () => {
  it('splits on lines, commas (also Chinese) and spaces, dropping blanks and repeats', () => {
    expect(parseAddressLines(' 10.0.0.1\n192.168.1.0/24，10.0.0.1, 2001:db8::1 \n\n')).toEqual([
      '10.0.0.1',
      '192.168.1.0/24',
      '2001:db8::1',
    ]);
  });

  it('answers no address for an empty box (any address allowed)', () => {
    expect(parseAddressLines('  \n ')).toEqual([]);
  });
});

describe('scopeLabelKey', () => {
  it('keeps a colon out of the label key, which i18next would read as a namespace', () => {
    expect(scopeLabelKey('orders:read')).toBe('scopes.orders_read');
    expect(scopeLabelKey('goods')).toBe('scopes.goods');
  });
});
