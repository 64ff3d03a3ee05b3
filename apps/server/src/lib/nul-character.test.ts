import { describe, expect, it } from 'vitest';
import { containsNulCharacter } from './nul-character';

describe('containsNulCharacter', () => {
  it('finds a NUL in a string at any depth or in a key', () => {
    expect(containsNulCharacter('a\u0000b')).toBe(true);
    expect(containsNulCharacter({ keyword: 'a\u0000b' })).toBe(true);
    expect(containsNulCharacter({ a: { b: [1, 'ok', ['x\u0000']] } })).toBe(true);
    expect(containsNulCharacter({ 'na\u0000me': 1 })).toBe(true);
  });

  it('passes text without NUL, including a backslash followed by u0000', () => {
    expect(containsNulCharacter({ keyword: '阿莫西林', page: 1, on: true, none: null })).toBe(
      false,
    );
    expect(containsNulCharacter(JSON.parse('{"path":"C:\\\\u0000"}'))).toBe(false);
    expect(containsNulCharacter(undefined)).toBe(false);
  });

  it('walks a deeply nested or very wide body without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`) as unknown;
    expect(containsNulCharacter(deep)).toBe(true);
    const wide: unknown[] = new Array<number>(500_000).fill(0);
    wide.push('\u0000');
    expect(containsNulCharacter(wide)).toBe(true);
  });
});
