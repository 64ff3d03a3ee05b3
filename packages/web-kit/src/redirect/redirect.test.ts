import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from '.';

describe('safeRedirect', () => {
  it.each([
    ['/member/index', '/member/index'],
    [
      '/list?keyword=%E6%84%9F%E5%86%92&search_type=goods',
      '/list?keyword=%E6%84%9F%E5%86%92&search_type=goods',
    ],
    ['/sku-12#detail', '/sku-12#detail'],
    ['/orders?status=paid&page=2', '/orders?status=paid&page=2'],
    ['/logins-report', '/logins-report'],
  ])('keeps the in-app path %s', (raw, expected) => {
    expect(safeRedirect(raw, '/index')).toBe(expected);
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
    ['/login'],
    ['/login?redirect=/member/index'],
    ['/register'],
    ['/find_pass'],
    [`/${'a'.repeat(2001)}`],
  ])('falls back for %s', (raw) => {
    expect(safeRedirect(raw, '/index')).toBe('/index');
    expect(safeRedirect(raw, '/')).toBe('/');
  });
});

describe('loginPath', () => {
  it('keeps the page to return to', () => {
    expect(loginPath('/orders?status=paid')).toBe('/login?redirect=%2Forders%3Fstatus%3Dpaid');
    expect(loginPath('/member/index#top')).toBe('/login?redirect=%2Fmember%2Findex%23top');
    expect(
      safeRedirect(new URLSearchParams('redirect=%2Forders%3Fstatus%3Dpaid').get('redirect'), '/'),
    ).toBe('/orders?status=paid');
  });

  it('needs no return for the home page or a sign-in page', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/login?redirect=%2Fx')).toBe('/login');
    expect(loginPath('/register')).toBe('/login');
  });
});
