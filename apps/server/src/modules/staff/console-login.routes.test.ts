import { STAFF_TOKEN_COOKIE } from '@shop/contracts/constants';
import { STAFF_PERMISSIONS, type ConsoleStaff } from '@shop/contracts/staff';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffToken } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CSRF_HEADER, STAFF_IDLE_MS } from '../auth';
import { post, type Reply } from '../auth/testing';
import { STAFF_ACCOUNT_MAX_FAILURES } from './staff-login-limits';
import { addShop, addStaff, STAFF_PASSWORD, staffCookie, wb } from './staff.testing';

const LOGIN = '/staff/api/login/login';
const INFO = '/staff/api/login/info';
const LOGOUT = '/staff/api/login/logout';

const cookieOf = (res: Reply) =>
  (res.setCookies.find((c) => c.startsWith(`${STAFF_TOKEN_COOKIE}=`)) ?? '').split(';')[0]!;

describe('console sign-in (issue 15)', () => {
  let t: TestApp;
  let siteId: number;

  beforeAll(async () => {
    t = await createTestApp();
    siteId = await addShop(t, '控制台药房');
    await addStaff(t, { siteId, username: 'boss1', role: 'admin' });
    await addStaff(t, { siteId, username: 'money1', role: 'finance' });
    await addStaff(t, { siteId, username: 'kefu9' });
    await addStaff(t, { siteId, username: 'gone1', role: 'operator', status: 0 });
  });
  afterAll(() => t.close());

  const signIn = (username: string, password = STAFF_PASSWORD, ip = '10.60.0.1') =>
    post<ConsoleStaff>(t, LOGIN, { username, password }, { ip });

  it('signs any role in with an HttpOnly cookie, its permissions and a CSRF token', async () => {
    const res = await signIn('MONEY1');
    expect(res).toMatchObject({
      code: 0,
      data: {
        username: 'money1',
        role: 'finance',
        is_platform: 0,
        site_id: siteId,
        shop_name: '控制台药房',
      },
    });
    const finance = Object.entries(STAFF_PERMISSIONS)
      .filter(([, roles]) => (roles as readonly string[]).includes('finance'))
      .map(([p]) => p);
    expect(res.data.permissions.sort()).toEqual(finance.sort());
    expect(res.data.permissions).not.toContain('servicer.manage');
    expect(res.data.csrf_token.length).toBeGreaterThan(20);
    const set = res.setCookies.find((c) => c.startsWith(`${STAFF_TOKEN_COOKIE}=`)) ?? '';
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    // Neither the token nor the CSRF token is stored, only their hashes.
    const rows = await t.database.db.select().from(staffToken);
    for (const row of rows) {
      expect(set).not.toContain(row.tokenHash);
      expect(row.csrfHash).not.toBe(res.data.csrf_token);
    }
  });

  it('answers info with the same CSRF token for the session, and -10009 without one', async () => {
    const res = await signIn('boss1');
    const cookie = cookieOf(res);
    const info = await post<ConsoleStaff>(t, INFO, {}, { cookie });
    expect(info).toMatchObject({
      code: 0,
      data: { username: 'boss1', role: 'admin', csrf_token: res.data.csrf_token },
    });
    expect(info.data.permissions).toContain('servicer.manage');
    expect(await post(t, INFO)).toMatchObject({ code: -10009 });
    expect(await post(t, INFO, {}, { cookie: `${STAFF_TOKEN_COOKIE}=forged` })).toMatchObject({
      code: -10009,
    });
  });

  it('answers the same for an unknown account and a wrong password', async () => {
    const wrong = await signIn('boss1', 'not-the-password', '10.60.1.1');
    const unknown = await signIn('nobody-at-all', 'not-the-password', '10.60.1.1');
    expect(wrong).toMatchObject({ code: -1, message: '账号或密码错误', setCookies: [] });
    expect(unknown).toMatchObject({ code: -1, message: '账号或密码错误', setCookies: [] });
  });

  it('refuses a disabled account, told only with the right password', async () => {
    expect(await signIn('gone1')).toMatchObject({
      code: -1,
      message: '该员工账号已被停用',
      setCookies: [],
    });
    expect(await signIn('gone1', 'wrong-password')).toMatchObject({ message: '账号或密码错误' });
  });

  it('locks the account after repeated failures from any addresses, for 15 minutes', async () => {
    await addStaff(t, { siteId, username: 'target1', role: 'admin' });
    for (let i = 0; i < STAFF_ACCOUNT_MAX_FAILURES - 1; i += 1)
      expect((await signIn('target1', `wrong-${i}`, `10.61.0.${i + 1}`)).message).toBe(
        '账号或密码错误',
      );
    const last = await signIn('target1', 'wrong-last', '10.61.1.1');
    expect(last.message).toBe('密码错误次数过多，账号已锁定，请15分钟后再试');
    // While locked, not even the right password from a fresh address opens it.
    expect(await signIn('target1', STAFF_PASSWORD, '10.61.2.2')).toMatchObject({
      code: -1,
      message: '密码错误次数过多，账号已锁定，请15分钟后再试',
      setCookies: [],
    });
    const en = await post(t, LOGIN, {
      username: 'target1',
      password: STAFF_PASSWORD,
      lang: 'en-us',
    });
    expect(en.message).toContain('15 minutes');
    // An unknown name locks the same way: nothing tells whether it exists.
    for (let i = 0; i < STAFF_ACCOUNT_MAX_FAILURES; i += 1)
      await signIn('ghost-user', `wrong-${i}`, `10.62.0.${i + 1}`);
    expect((await signIn('ghost-user', 'x', '10.62.1.1')).message).toContain('账号已锁定');
  });

  it('shares the session with the workbench, and logout ends both', async () => {
    const res = await signIn('kefu9');
    const cookie = cookieOf(res);
    expect(res.data.permissions).toEqual(['workbench.use']);
    expect(await wb(t, cookie, 'info')).toMatchObject({ code: 0, data: { username: 'kefu9' } });
    const out = await post(t, LOGOUT, {}, { cookie });
    expect(out.code).toBe(0);
    expect(out.setCookies.join(';')).toContain(`${STAFF_TOKEN_COOKIE}=;`);
    expect(await wb(t, cookie, 'info')).toMatchObject({ code: -10009 });
    expect(await post(t, INFO, {}, { cookie })).toMatchObject({ code: -10009 });
  });

  it('keeps the workbench to roles that may use it', async () => {
    const finance = cookieOf(await signIn('money1'));
    expect(await wb(t, finance, 'info')).toMatchObject({
      code: -1,
      message: '当前账号无权进行此操作',
    });
    const direct = await post(t, '/servicer/api/workbench/login', {
      username: 'money1',
      password: STAFF_PASSWORD,
    });
    expect(direct).toMatchObject({ code: -1, message: '当前账号无权进行此操作', setCookies: [] });
    // An administrator may use the workbench, and counts as a servicer online for buyers.
    const admin = cookieOf(await signIn('boss1'));
    const online = async () =>
      (
        await post<{ online_count: number }>(t, '/servicer/api/chat/hasServicers', {
          site_id: siteId,
        })
      ).data.online_count;
    const before = await online();
    expect(await wb(t, admin, 'online', { online: 1 })).toMatchObject({ code: 0 });
    expect(await online()).toBe(before + 1);
    await wb(t, admin, 'online', { online: 0 });
    expect((await staffCookie(t, 'boss1')).length).toBeGreaterThan(20);
  });

  it('does not open the console with a workbench sign-in (no captcha there)', async () => {
    const cookie = await staffCookie(t, 'boss1');
    expect(await post(t, INFO, {}, { cookie })).toMatchObject({ code: -10009 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/staff/api/servicer/lists',
      payload: {},
      headers: { cookie, [CSRF_HEADER]: '' },
    });
    expect(res.json()).toMatchObject({ code: -10009 });
  });

  it('ends a session idle for longer than the idle time', async () => {
    const res = await signIn('boss1');
    const [row] = await t.database.db
      .select({ id: staffToken.tokenId })
      .from(staffToken)
      .where(eq(staffToken.staffId, res.data.staff_id))
      .orderBy(desc(staffToken.tokenId))
      .limit(1);
    await t.database.db
      .update(staffToken)
      .set({ lastSeenAt: new Date(Date.now() - STAFF_IDLE_MS - 1000) })
      .where(eq(staffToken.tokenId, row!.id));
    expect(await post(t, INFO, {}, { cookie: cookieOf(res) })).toMatchObject({
      code: -10009,
      message: '客服登录已过期，请重新登录',
    });
  });

  it('refuses a session of an account disabled since', async () => {
    await addStaff(t, { siteId, username: 'soon1', role: 'operator' });
    const cookie = cookieOf(await signIn('soon1'));
    expect((await post(t, INFO, {}, { cookie })).code).toBe(0);
    await t.database.db.update(staff).set({ status: 0 }).where(eq(staff.username, 'soon1'));
    expect(await post(t, INFO, {}, { cookie })).toMatchObject({ code: -10009 });
  });
});

describe('console sign-in with the shop captcha on', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { SHOP_CAPTCHA: 'on' } });
    const siteId = await addShop(t, '验证码药房');
    await addStaff(t, { siteId, username: 'boss2', role: 'admin' });
  });
  afterAll(() => t.close());

  it('asks for the captcha of /api/captcha/captcha and checks it', async () => {
    const body = { username: 'boss2', password: STAFF_PASSWORD };
    expect(await post(t, LOGIN, body)).toMatchObject({ code: -1, message: '请输入验证码' });
    const captcha = await post<{ id: string }>(t, '/api/captcha/captcha');
    const wrong = await post(t, LOGIN, {
      ...body,
      captcha_id: captcha.data.id,
      captcha_code: 'zz',
    });
    expect(wrong).toMatchObject({ code: -1, setCookies: [] });
    const again = await post<{ id: string }>(t, '/api/captcha/captcha');
    const answer = (await t.app.kv.get(`captcha:${again.data.id}`))!;
    const ok = await post(t, LOGIN, {
      ...body,
      captcha_id: again.data.id,
      captcha_code: answer.toUpperCase(),
    });
    expect(ok).toMatchObject({ code: 0, data: { username: 'boss2' } });
  });
});
