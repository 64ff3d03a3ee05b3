import { describe, expect, it } from 'vitest';
import { parseAddressLines } from './key-form-values';

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
