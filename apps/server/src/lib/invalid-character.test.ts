import { describe, expect, it } from 'vitest';
import { containsInvalidCharacter } from './invalid-character';

describe('containsInvalidCharacter', () => {
  it('finds a NUL in a string at any depth or in a key', () => {
    expect(containsInvalidCharacter('a\u0000b')).toBe(true);
    expect(containsInvalidCharacter({ keyword: 'a\u0000b' })).toBe(true);
    expect(containsInvalidCharacter({ a: { b: [1, 'ok', ['x\u0000']] } })).toBe(true);
    expect(containsInvalidCharacter({ 'na\u0000me': 1 })).toBe(true);
  });

  it('passes text without NUL, including a backslash followed by u0000', () => {
    expect(containsInvalidCharacter({ keyword: '阿莫西林', page: 1, on: true, none: null })).toBe(
      false,
    );
    expect(containsInvalidCharacter(JSON.parse('{"path":"C:\\\\u0000"}'))).toBe(false);
    expect(containsInvalidCharacter(undefined)).toBe(false);
  });

  it('finds a lone UTF-16 surrogate, high or low, in a string or a key', () => {
    expect(containsInvalidCharacter(JSON.parse('{"name":"\\ud800"}'))).toBe(true);
    expect(containsInvalidCharacter({ name: 'ab\udc00' })).toBe(true);
    expect(containsInvalidCharacter({ a: ['x', { b: '\ud83d' }] })).toBe(true);
    expect(containsInvalidCharacter({ 'k\udfff': 1 })).toBe(true);
  });

  it('passes surrogate pairs (emoji, rare characters)', () => {
    expect(containsInvalidCharacter({ name: '康宁😀药房', rare: '𠀀' })).toBe(false);
    expect(containsInvalidCharacter(JSON.parse('{"name":"\\ud83d\\ude00"}'))).toBe(false);
  });

  it('walks a deeply nested or very wide body without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`) as unknown;
    expect(containsInvalidCharacter(deep)).toBe(true);
    const wide: unknown[] = new Array<number>(500_000).fill(0);
    wide.push('\u0000');
    expect(containsInvalidCharacter(wide)).toBe(true);
  });
});
