import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, memberToken, pickupStore, staff } from '../db/schema';
import {
  consolePost,
  consoleSession,
  type ConsoleSession,
} from '../modules/auth/staff-console.testing';
import { addMember } from '../modules/auth/testing';
import { addShop, addStaff } from '../modules/staff/staff.testing';
import { createTestApp, type TestApp } from '../test/test-app';

describe('a NUL character in the body', () => {
  let t: TestApp;
  const count = async (table: typeof member | typeof memberToken) =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  const send = (url: string, body: object) =>
    t.app.inject({ method: 'POST', url, payload: body, remoteAddress: '10.9.0.1' });

  beforeAll(async () => {
    t = await createTestApp();
    await addMember(t, { username: 'nul_buyer', password: 'secret123' });
  });
  afterAll(() => t.close());

  it('is refused with code -1 on a search, in the request language', async () => {
    const res = await send('/api/shop/page', { keyword: 'a\u0000b' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: -1, message: '参数包含非法字符', data: null });
    const en = await send('/api/shop/page', { keyword: 'a\u0000b', lang: 'en-us' });
    expect(en.json()).toMatchObject({
      code: -1,
      message: 'The request contains an invalid character',
    });
    // The same search without the NUL works.
    expect((await send('/api/shop/page', { keyword: 'ab' })).json()).toMatchObject({ code: 0 });
  });

  it('is refused on login before any lookup: no session is made', async () => {
    const tokensBefore = await count(memberToken);
    for (const body of [
      { username: 'nul_buyer\u0000', password: 'secret123' },
      { username: 'nul_buyer', password: 'secret123', token: '\u0000' },
    ]) {
      const res = await send('/api/login/login', body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: -1, message: '参数包含非法字符' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await count(memberToken)).toBe(tokensBefore);
    // The same login without the NUL succeeds.
    const ok = await send('/api/login/login', { username: 'nul_buyer', password: 'secret123' });
    expect(ok.json()).toMatchObject({ code: 0 });
    expect(await count(memberToken)).toBe((tokensBefore ?? 0) + 1);
  });

  it('is refused in a nested field or a key, and nothing is registered', async () => {
    const membersBefore = await count(member);
    const base = {
      username: 'nul_register',
      password: 'kangning123',
      nickname: '康宁大药房',
      realname: '陈晓燕',
    };
    for (const extra of [
      { qualifications_images: { business_licence: ['/upload/a\u0000.png'] } },
      { qualifications_images: { 'business\u0000licence': [] } },
    ]) {
      const res = await send('/api/register/username', { ...base, ...extra });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: -1, message: '参数包含非法字符' });
    }
    expect(await count(member)).toBe(membersBefore);
  });
});

/** A lone UTF-16 surrogate (issue 25: it answered 服务器繁忙 and logged the failed SQL). */
describe('a lone surrogate in the body', () => {
  let t: TestApp;
  let admin: ConsoleSession;
  let servicerId: number;
  const INVALID = { code: -1, message: '参数包含非法字符', data: null };

  beforeAll(async () => {
    t = await createTestApp();
    const siteId = await addShop(t, '代理字符药房');
    admin = await consoleSession(t, { role: 'admin', siteId, platform: true });
    servicerId = await addStaff(t, { siteId, username: 'lone_kefu' });
    await addMember(t, { username: 'lone_buyer', password: 'secret123' });
  });
  afterAll(() => t.close());

  it('is refused on store/add and nothing is stored', async () => {
    const stores = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(pickupStore))[0]?.n;
    const before = await stores();
    for (const name of ['\ud800', '康宁\udfff门店'])
      expect(
        await consolePost(t, admin, '/staff/api/store/add', {
          store_name: name,
          telephone: '025-52101888',
          address: '湖州街58号',
        }),
      ).toMatchObject(INVALID);
    expect(await stores()).toBe(before);
  });

  it('is refused on servicer/edit and the nickname stays', async () => {
    const nickname = async () =>
      (await t.database.db.select().from(staff).where(eq(staff.staffId, servicerId)))[0]?.nickname;
    const before = await nickname();
    expect(
      await consolePost(t, admin, '/staff/api/servicer/edit', {
        staff_id: servicerId,
        nickname: '\ud800',
      }),
    ).toMatchObject(INVALID);
    expect(await nickname()).toBe(before);
    // An emoji (a surrogate pair) is a character like any other.
    expect(
      await consolePost(t, admin, '/staff/api/servicer/edit', {
        staff_id: servicerId,
        nickname: '客服😀',
      }),
    ).toMatchObject({ code: 0 });
    expect(await nickname()).toBe('客服😀');
  });

  it('is refused on a buyer call, in the request language', async () => {
    const send = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/login/login', payload: body });
    expect(
      (await send({ username: 'lone_buyer\udc00', password: 'secret123' })).json(),
    ).toMatchObject(INVALID);
    expect(
      (await send({ username: 'lone_buyer', password: '\ud800', lang: 'en-us' })).json(),
    ).toMatchObject({ code: -1, message: 'The request contains an invalid character' });
  });
});
