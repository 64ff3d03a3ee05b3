import { describe, expect, it } from 'vitest';
import { codeOfInput, verifyIdFromParams, verifyTypeFromParams } from './verify-paths';

describe('verify paths and codes', () => {
  it('reads a positive record id from the URL, nothing else', () => {
    const id = (s: string) => verifyIdFromParams(new URLSearchParams(s));
    expect(id('verify_id=7')).toBe(7);
    expect(id('')).toBeUndefined();
    expect(id('verify_id=0')).toBeUndefined();
    expect(id('verify_id=x')).toBeUndefined();
    expect(id('verify_id=99999999999')).toBeUndefined();
  });

  it('reads the kind filter, ignoring unknown kinds', () => {
    expect(verifyTypeFromParams(new URLSearchParams('type=virtual'))).toBe('virtual');
    expect(verifyTypeFromParams(new URLSearchParams('type=other'))).toBeUndefined();
  });

  it('keeps the digits of a typed, pasted or scanned code', () => {
    expect(codeOfInput(' 1234 5678\n')).toBe('12345678');
    expect(codeOfInput('1234-5678')).toBe('12345678');
    expect(codeOfInput('abc')).toBe('');
  });
});
