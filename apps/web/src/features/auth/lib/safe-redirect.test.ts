import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/member/index', '/member/index'],
    [
      '/list?keyword=%E6%84%9F%E5%86%92&search_type=goods',
      '/list?keyword=%E6%84%9F%E5%86%92&search_type=goods',
    ],
    ['/sku-12#detail', '/sku-12#detail'],
  ])('keeps the in-site path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example.com/'],
    ['//evil.example.com/path'],
    ['/\\evil.example.com'],
    ['javascript:alert(1)'],
    ['member/index'],
    ['/index\nSet-Cookie: x'],
    ['/login?redirect=/member/index'],
    ['/register'],
    ['/find_pass'],
    [`/${'a'.repeat(2001)}`],
  ])('falls back for %s', (raw) => {
    expect(safeRedirect(raw)).toBe('/index');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//x', '/member/index')).toBe('/member/index');
  });
});
