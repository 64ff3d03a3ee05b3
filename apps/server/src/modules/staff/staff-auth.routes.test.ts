import { STAFF_TOKEN_COOKIE, TOKEN_COOKIE } from '@shop/contracts/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffToken } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken, post } from '../auth/testing';
import { addShop, addStaff, buyerSays, STAFF_PASSWORD, staffCookie, wb } from './staff.testing';
import { STAFF_LOGIN_MAX_FAILURES } from './staff-login-limits';
import { issueStaffToken, resolveStaffToken } from '../auth';

const WORKBENCH_CALLS = [
  'info',
  'online',
  'sessions',
  'dialogs',
  'say',
  'setRead',
  'accept',
  'end',
  'member',
  'chatimg',
];

describe('staff login and the staff session', () => {
  let t: TestApp;
  let siteId: number;
  let staffId: number;

  beforeAll(async () => {
    t = await createTestApp();
    siteId = await addShop(t, '登录测试药房');
    staffId = await addStaff(t, { siteId, username: 'kefu1' });
    await addStaff(t, { siteId, username: 'locked1', status: 0 });
    await addStaff(t, { siteId, username: 'slow1' });
  });
  afterAll(() => t.close());

  it('logs in with an HttpOnly SameSite=Lax cookie and answers the servicer', async () => {
    const res = await post(t, '/servicer/api/workbench/login', {
      username: 'KEFU1',
      password: STAFF_PASSWORD,
    });
    expect(res).toMatchObject({
      code: 0,
      data: { staff_id: staffId, site_id: siteId, shop_name: '登录测试药房', username: 'kefu1' },
    });
    const set = res.setCookies.find((c) => c.startsWith(`${STAFF_TOKEN_COOKIE}=`)) ?? '';
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\//);
    const [row] = await t.database.db
      .select()
      .from(staffToken)
      .where(eq(staffToken.staffId, staffId));
    // Only the hash is stored.
    expect(set).not.toContain(row!.tokenHash);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the same for a wrong password and an unknown account', async () => {
    const wrong = await post(t, '/servicer/api/workbench/login', {
      username: 'kefu1',
      password: 'nope-nope',
    });
    const unknown = await post(t, '/servicer/api/workbench/login', {
      username: 'nobody-here',
      password: 'nope-nope',
    });
    expect(wrong).toMatchObject({ code: -1, message: '账号或密码错误', setCookies: [] });
    expect(unknown).toMatchObject({ code: -1, message: '账号或密码错误' });
    const en = await post(t, '/servicer/api/workbench/login', {
      username: 'kefu1',
      password: 'nope-nope',
      lang: 'en-us',
    });
    expect(en.message).toBe('Wrong account or password');
  });

  it('refuses a locked account, and a token of an account locked since', async () => {
    const res = await post(t, '/servicer/api/workbench/login', {
      username: 'locked1',
      password: STAFF_PASSWORD,
    });
    expect(res).toMatchObject({ code: -1, message: '该客服账号已被停用' });
    const cookie = await staffCookie(t, 'slow1');
    expect((await wb(t, cookie, 'info')).code).toBe(0);
    await t.database.db.update(staff).set({ status: 0 }).where(eq(staff.username, 'slow1'));
    expect(await wb(t, cookie, 'info')).toMatchObject({ code: -10009 });
  });

  it('pauses logins after repeated failures for that username and address', async () => {
    await addStaff(t, { siteId, username: 'brute1' });
    const ip = '10.77.9.9';
    for (let i = 0; i < STAFF_LOGIN_MAX_FAILURES; i += 1) {
      const res = await post(
        t,
        '/servicer/api/workbench/login',
        { username: 'brute1', password: `wrong-${i}` },
        { ip },
      );
      expect(res.message).toBe('账号或密码错误');
    }
    const right = await post(
      t,
      '/servicer/api/workbench/login',
      { username: 'brute1', password: STAFF_PASSWORD },
      { ip },
    );
    expect(right).toMatchObject({ code: -1, message: '登录失败次数过多，请15分钟后再试' });
    // Another address is not paused.
    expect((await staffCookie(t, 'brute1', '10.77.9.10')).length).toBeGreaterThan(20);
  });

  it('refuses every workbench call without a staff session (-10009)', async () => {
    await addMember(t, { username: 'buyer-no-staff' });
    const buyerToken = await loginToken(t, 'buyer-no-staff');
    for (const name of WORKBENCH_CALLS) {
      const none = await wb(t, undefined, name, { member_id: 1, state: 'waiting', online: 1 });
      expect(none, name).toMatchObject({ code: -10009, message: '请先登录客服工作台' });
      const bad = await wb(t, `${STAFF_TOKEN_COOKIE}=forged-token-value`, name, {});
      expect(bad.code, name).toBe(-10009);
      // A buyer's session is no staff session.
      const buyer = await wb(t, `${TOKEN_COOKIE}=${buyerToken}`, name, {});
      expect(buyer.code, name).toBe(-10009);
    }
  });

  it('refuses an expired token and forgets a logged-out one', async () => {
    const issued = await issueStaffToken(t.database.db, staffId);
    await t.database.db
      .update(staffToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffToken.tokenId, (await lastTokenId())!));
    await expect(resolveStaffToken(t.database.db, issued.token)).rejects.toMatchObject({
      code: -10009,
    });
    const cookie = await staffCookie(t, 'kefu1');
    expect(await wb(t, cookie, 'info')).toMatchObject({ code: 0, data: { staff_id: staffId } });
    const out = await wb(t, cookie, 'logout');
    expect(out.code).toBe(0);
    expect(out.setCookies.join(';')).toContain(`${STAFF_TOKEN_COOKIE}=;`);
    // A logout is no news to its owner: no reason is given.
    expect(await wb(t, cookie, 'info')).toMatchObject({
      code: -10009,
      message: '请先登录客服工作台',
      data: null,
    });
  });

  it('going online and offline shows in the buyers hasServicers', async () => {
    const buyerId = await addMember(t, { username: 'buyer-presence' });
    const token = await loginToken(t, 'buyer-presence');
    await buyerSays(t, siteId, buyerId, '在吗');
    const count = async () =>
      (
        await post<{ online_count: number }>(
          t,
          '/servicer/api/chat/hasServicers',
          { site_id: siteId },
          { cookie: `${TOKEN_COOKIE}=${token}` },
        )
      ).data.online_count;
    expect(await count()).toBe(0);
    const cookie = await staffCookie(t, 'kefu1');
    expect(await wb(t, cookie, 'online', { online: 1 })).toMatchObject({
      code: 0,
      data: { online: 1 },
    });
    expect(await count()).toBe(1);
    expect((await wb(t, cookie, 'info')).data).toMatchObject({ online: 1 });
    expect((await wb(t, cookie, 'online', { online: '0' })).data).toMatchObject({ online: 0 });
    expect(await count()).toBe(0);
    expect(await wb(t, cookie, 'online', { online: 2 })).toMatchObject({ code: -1 });
    // Logging out takes the servicer offline.
    await wb(t, cookie, 'online', { online: 1 });
    expect(await count()).toBe(1);
    await wb(t, cookie, 'logout');
    expect(await count()).toBe(0);
  });

  async function lastTokenId() {
    const rows = await t.database.db.select({ id: staffToken.tokenId }).from(staffToken);
    return rows.map((r) => r.id).sort((a, b) => b - a)[0];
  }
});
