import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/orders?status=paid&page=2', '/orders?status=paid&page=2'],
    ['/dashboard', '/dashboard'],
    [null, '/'],
    ['', '/'],
    ['orders', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['/login', '/'],
    ['/login?redirect=/x', '/'],
    ['/logins-report', '/logins-report'],
  ])('%j -> %s', (value, path) => {
    expect(safeRedirect(value)).toBe(path);
  });
});

describe('loginPath', () => {
  it('keeps the page to return to', () => {
    expect(loginPath('/orders?status=paid')).toBe('/login?redirect=%2Forders%3Fstatus%3Dpaid');
    expect(
      safeRedirect(new URLSearchParams('redirect=%2Forders%3Fstatus%3Dpaid').get('redirect')),
    ).toBe('/orders?status=paid');
  });

  it('needs no return for the home page or the sign-in page', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/login?redirect=%2Fx')).toBe('/login');
  });
});
