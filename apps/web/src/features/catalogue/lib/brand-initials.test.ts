import { describe, expect, it } from 'vitest';
import { BRAND_INITIALS, parseInitial, parsePage } from './brand-initials';

describe('brand centre query', () => {
  it('offers all brands then the 26 letters', () => {
    expect(BRAND_INITIALS).toHaveLength(27);
    expect(BRAND_INITIALS[0]).toBe('');
    expect(BRAND_INITIALS[26]).toBe('Z');
  });

  it('reads one letter in any case, anything else as all brands', () => {
    expect(parseInitial('h')).toBe('H');
    expect(parseInitial(' B ')).toBe('B');
    for (const bad of [null, '', 'AB', '1', '中']) expect(parseInitial(bad)).toBe('');
  });

  it('reads a page number, 1 when missing or malformed', () => {
    expect(parsePage('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'x', '100001']) expect(parsePage(bad)).toBe(1);
  });
});
