import { SESSION_FLAG_COOKIE, TOKEN_COOKIE } from '@shop/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, cookieHeader } from '../modules/auth/testing';
import { createTestApp, type TestApp } from '../test/test-app';
import { HSTS_VALUE } from './security';

describe('HSTS and Secure cookies over https', () => {
  let direct: TestApp;
  let proxied: TestApp;
  const overHttps = { 'x-forwarded-proto': 'https' };

  const login = async (t: TestApp, headers: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/login',
      payload: { username: 'tls_buyer', password: 'secret123' },
      headers,
    });
    expect(res.json()).toMatchObject({ code: 0 });
    const raw = res.headers['set-cookie'];
    const cookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    return {
      hsts: res.headers['strict-transport-security'],
      token: cookieHeader(cookies, TOKEN_COOKIE) ?? '',
      flag: cookieHeader(cookies, SESSION_FLAG_COOKIE) ?? '',
    };
  };

  beforeAll(async () => {
    direct = await createTestApp();
    proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    for (const t of [direct, proxied]) await addMember(t, { username: 'tls_buyer' });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it('behind a trusted TLS proxy: HSTS and Secure session cookies', async () => {
    const res = await login(proxied, overHttps);
    expect(res.hsts).toBe(HSTS_VALUE);
    expect(res.token).toMatch(/; Secure/);
    expect(res.token).toMatch(/HttpOnly/);
    expect(res.flag).toMatch(/; Secure/);
    const page = await proxied.app.inject({
      method: 'GET',
      url: '/member/index',
      headers: overHttps,
    });
    expect(page.headers['strict-transport-security']).toBe(HSTS_VALUE);
  });

  it('over plain http: neither HSTS nor Secure', async () => {
    const res = await login(proxied, {});
    expect(res.hsts).toBeUndefined();
    expect(res.token).not.toMatch(/Secure/);
    expect(res.flag).not.toMatch(/Secure/);
  });

  it('without TRUST_PROXY a forwarded https is not believed', async () => {
    const res = await login(direct, overHttps);
    expect(res.hsts).toBeUndefined();
    expect(res.token).not.toMatch(/Secure/);
  });
});
