import { SESSION_FLAG_COOKIE, TOKEN_COOKIE } from '@shop/contracts/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberToken } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  addLoginGroup,
  addMember,
  cookieHeader,
  loginToken,
  post,
  setMemberStatus,
} from './testing';
import { hashToken } from './token.service';

describe('captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SHOP_CAPTCHA: 'on' } });
    await addMember(t, { username: 'zhangsan' });
  });
  afterAll(() => t.close());

  const answerOf = async (id: string) => (await t.app.kv.get(`captcha:${id}`)) ?? '';

  it('answers an SVG image and keeps the answer for 5 minutes', async () => {
    const setSpy = vi.spyOn(t.app.kv, 'set');
    const res = await post<{ id: string; img: string }>(t, '/api/captcha/captcha');
    expect(res.code).toBe(0);
    expect(res.data.id).toMatch(/^[0-9a-f]{32}$/);
    expect(res.data.img.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(setSpy).toHaveBeenCalledWith(
      `captcha:${res.data.id}`,
      expect.stringMatching(/^[a-z0-9]{4}$/),
      300_000,
    );
    setSpy.mockRestore();
  });

  it('logs in with the right captcha in any case, and the captcha works once only', async () => {
    const { data } = await post<{ id: string }>(t, '/api/captcha/captcha');
    const answer = await answerOf(data.id);
    const body = {
      username: 'zhangsan',
      password: 'secret123',
      captcha_id: data.id,
      captcha_code: answer.toUpperCase(),
    };
    expect((await post(t, '/api/login/login', body)).code).toBe(0);
    const again = await post(t, '/api/login/login', body);
    expect(again).toMatchObject({ code: -1, message: '验证码错误或已过期' });
  });

  it('refuses a missing, wrong or expired captcha', async () => {
    const login = { username: 'zhangsan', password: 'secret123' };
    expect((await post(t, '/api/login/login', login)).message).toBe('请输入验证码');
    const { data } = await post<{ id: string }>(t, '/api/captcha/captcha');
    expect(
      (await post(t, '/api/login/login', { ...login, captcha_id: data.id, captcha_code: 'zzzz' }))
        .code,
    ).toBe(-1);
    // A wrong answer consumed it: the right one no longer works.
    const fresh = await post<{ id: string }>(t, '/api/captcha/captcha');
    const answer = await answerOf(fresh.data.id);
    await t.app.kv.set(`captcha:${fresh.data.id}`, answer, 1);
    await new Promise((r) => setTimeout(r, 5));
    const expired = await post(t, '/api/login/login', {
      ...login,
      captcha_id: fresh.data.id,
      captcha_code: answer,
    });
    expect(expired).toMatchObject({ code: -1, message: '验证码错误或已过期' });
  });

  it('discards the previous captcha when a new one is asked for with its id', async () => {
    const first = await post<{ id: string }>(t, '/api/captcha/captcha');
    await post(t, '/api/captcha/captcha', { captcha_id: first.data.id });
    expect(await t.app.kv.get(`captcha:${first.data.id}`)).toBeNull();
  });

  it('is rate limited per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 32; i += 1)
      codes.push((await post(t, '/api/captcha/captcha', {}, { ip: '10.9.9.9' })).code);
    expect(codes.slice(0, 30).every((c) => c === 0)).toBe(true);
    expect(codes[31]).toBe(-1);
  });
});

describe('password login, tokens and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await addMember(t, {
      username: 'LiSi',
      password: 'secret123',
      mobile: '13911112222',
      nickname: '李氏诊所',
    });
    const locked = await addMember(t, { username: 'locked1', password: 'secret123' });
    await setMemberStatus(t, locked, 0);
  });
  afterAll(() => t.close());

  it('answers with the captcha switched off: empty id and image', async () => {
    expect((await post(t, '/api/captcha/captcha')).data).toEqual({ id: '', img: '' });
  });

  it('logs in by username in any case and by mobile', async () => {
    const byName = await post<{ token: string; member_id: number; nickname: string }>(
      t,
      '/api/login/login',
      {
        username: 'lisi',
        password: 'secret123',
      },
    );
    expect(byName).toMatchObject({
      code: 0,
      message: '登录成功！',
      data: { nickname: '李氏诊所' },
    });
    expect(byName.data.token.length).toBeGreaterThanOrEqual(43);
    const byMobile = await post<{ member_id: number }>(t, '/api/login/login', {
      username: '13911112222',
      password: 'secret123',
    });
    expect(byMobile.data.member_id).toBe(byName.data.member_id);
  });

  it('stores only a hash of the token', async () => {
    const token = await loginToken(t, 'LiSi');
    const rows = await t.database.db
      .select()
      .from(memberToken)
      .where(eq(memberToken.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const all = await t.database.db.select({ h: memberToken.tokenHash }).from(memberToken);
    expect(all.some((r) => r.h === token)).toBe(false);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrong = await post(t, '/api/login/login', { username: 'LiSi', password: 'nope1234' });
    const unknown = await post(t, '/api/login/login', { username: 'nobody', password: 'nope1234' });
    expect(wrong).toMatchObject({ code: -1, message: '账号或密码错误', data: null });
    expect(unknown.message).toBe(wrong.message);
    expect(wrong.setCookies).toEqual([]);
  });

  it('pauses a username after 5 wrong passwords from one address', async () => {
    await addMember(t, { username: 'guessme', password: 'secret123' });
    for (let i = 0; i < 5; i += 1)
      await post(
        t,
        '/api/login/login',
        { username: 'guessme', password: 'bad' },
        { ip: '10.3.3.3' },
      );
    const right = await post(
      t,
      '/api/login/login',
      { username: 'guessme', password: 'secret123' },
      { ip: '10.3.3.3' },
    );
    expect(right).toMatchObject({ code: -1, message: '密码错误次数过多，请15分钟后再试' });
    expect(
      (
        await post(
          t,
          '/api/login/login',
          { username: 'guessme', password: 'secret123' },
          { ip: '10.3.3.4' },
        )
      ).code,
    ).toBe(0);
  });

  it('refuses a disabled member as disabled, but only after the right password', async () => {
    expect(
      (await post(t, '/api/login/login', { username: 'locked1', password: 'secret123' })).message,
    ).toBe('账号已被停用，请联系客服');
    expect(
      (await post(t, '/api/login/login', { username: 'locked1', password: 'x1234567' })).message,
    ).toBe('账号或密码错误');
  });

  it('refuses missing fields, wrong types and over-long values', async () => {
    expect((await post(t, '/api/login/login', { username: 'LiSi' })).message).toBe(
      '请输入账号和密码',
    );
    expect((await post(t, '/api/login/login', { username: 'LiSi', password: 123456 })).code).toBe(
      -1,
    );
    expect(
      (await post(t, '/api/login/login', { username: 'x'.repeat(31), password: 'secret123' })).code,
    ).toBe(-1);
    expect(
      (
        await post(t, '/api/login/login', {
          username: 'LiSi',
          password: 'secret123',
          autoLoginRange: 31,
        })
      ).code,
    ).toBe(-1);
  });

  it('sets a session cookie without auto-login and an expiring one with it', async () => {
    const session = await post(t, '/api/login/login', {
      username: 'LiSi',
      password: 'secret123',
      autoLoginRange: 0,
    });
    const sessionCookie = cookieHeader(session.setCookies, TOKEN_COOKIE) ?? '';
    expect(sessionCookie).toContain('HttpOnly');
    expect(sessionCookie).toContain('SameSite=Lax');
    expect(sessionCookie).not.toMatch(/Expires=|Max-Age=/);
    expect(cookieHeader(session.setCookies, SESSION_FLAG_COOKIE)).not.toContain('HttpOnly');

    const lasting = await post(t, '/api/login/login', {
      username: 'LiSi',
      password: 'secret123',
      autoLoginRange: 7,
    });
    const lastingCookie = cookieHeader(lasting.setCookies, TOKEN_COOKIE) ?? '';
    const expires = Date.parse(/Expires=([^;]+)/.exec(lastingCookie)?.[1] ?? '');
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    expect(lastingCookie).toContain('HttpOnly');
  });

  it('accepts the token in the body or in the cookie; checklogin never fails', async () => {
    const token = await loginToken(t, 'LiSi');
    expect((await post(t, '/api/login/checklogin', { token })).data).toEqual({ is_login: true });
    expect(
      (await post(t, '/api/login/checklogin', {}, { cookie: `${TOKEN_COOKIE}=${token}` })).data,
    ).toEqual({ is_login: true });
    expect(await post(t, '/api/login/checklogin')).toMatchObject({
      code: 0,
      data: { is_login: false },
    });
    expect(await post(t, '/api/login/checklogin', { token: 'forged' })).toMatchObject({
      code: 0,
      data: { is_login: false },
    });
    expect(
      (await post(t, '/api/member/info', {}, { cookie: `${TOKEN_COOKIE}=${token}` })).code,
    ).toBe(0);
  });

  it('logout revokes the token on the server and clears the cookies', async () => {
    const token = await loginToken(t, 'LiSi');
    // Used just before: a token found valid moments ago is still refused right after logout.
    expect((await post(t, '/api/member/info', { token })).code).toBe(0);
    const out = await post(t, '/api/login/logout', { token });
    expect(out.code).toBe(0);
    expect(cookieHeader(out.setCookies, TOKEN_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await post(t, '/api/member/info', { token })).toMatchObject({
      code: -10009,
      message: '登录错误',
    });
  });

  it('answers -10010 for an expired token and -10009 for a forged one', async () => {
    const token = await loginToken(t, 'LiSi');
    await t.database.db
      .update(memberToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberToken.tokenHash, hashToken(token)));
    const expired = await post(t, '/api/member/info', { token });
    expect(expired).toMatchObject({ code: -10010, message: '登录错误' });
    expect(cookieHeader(expired.setCookies, TOKEN_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await post(t, '/api/member/info', { token: 'x'.repeat(43) })).code).toBe(-10009);
    expect((await post(t, '/api/member/info')).code).toBe(-10009);
  });
});

describe('account switch', () => {
  let t: TestApp;
  let shop1: number;
  let shop2: number;
  let other: number;
  beforeAll(async () => {
    t = await createTestApp();
    const group = await addLoginGroup(t);
    shop1 = await addMember(t, { username: 'chain1', nickname: '连锁一店', groupId: group });
    shop2 = await addMember(t, { username: 'chain2', nickname: '连锁二店', groupId: group });
    other = await addMember(t, { username: 'loner', nickname: '单体药店' });
  });
  afterAll(() => t.close());

  it('switches to an account of the same login group and revokes the old token', async () => {
    const token = await loginToken(t, 'chain1');
    const res = await post<{ token: string; member_id: number; nickname: string }>(
      t,
      '/api/login/login',
      {
        token,
        member_id: shop2,
        change: 1,
      },
    );
    expect(res).toMatchObject({
      code: 0,
      message: '登录成功！',
      data: { member_id: shop2, nickname: '连锁二店' },
    });
    expect(cookieHeader(res.setCookies, TOKEN_COOKIE)).toContain(res.data.token);
    const info = await post<{ member_id: number }>(t, '/api/member/info', {
      token: res.data.token,
    });
    expect(info.data.member_id).toBe(shop2);
    expect((await post(t, '/api/member/info', { token })).code).toBe(-10009);
  });

  it('refuses a target outside the group and a caller without a group', async () => {
    const token = await loginToken(t, 'chain1');
    const refused = await post(t, '/api/login/login', { token, member_id: other, change: 1 });
    expect(refused).toMatchObject({ code: -1, message: '无法切换到该账号' });
    expect((await post(t, '/api/member/info', { token })).code).toBe(0);
    const lonerToken = await loginToken(t, 'loner');
    expect(
      (await post(t, '/api/login/login', { token: lonerToken, member_id: shop1, change: 1 })).code,
    ).toBe(-1);
    expect((await post(t, '/api/login/login', { token, member_id: 999_999, change: 1 })).code).toBe(
      -1,
    );
  });

  it('needs a valid token', async () => {
    expect((await post(t, '/api/login/login', { member_id: shop2, change: 1 })).code).toBe(-10009);
  });

  it('refuses to switch to a locked account of the group', async () => {
    const group = await addLoginGroup(t);
    await addMember(t, { username: 'g2a', groupId: group });
    const lockedId = await addMember(t, { username: 'g2b', groupId: group, status: 0 });
    const token = await loginToken(t, 'g2a');
    expect(
      (await post(t, '/api/login/login', { token, member_id: lockedId, change: 1 })).message,
    ).toBe('账号已被停用，请联系客服');
  });
});

describe('demo accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('demo and demo2 share a login group; demo3 is alone', async () => {
    const token = await loginToken(t, 'demo', 'demo123456');
    const info = await post<Record<string, unknown>>(t, '/api/member/info', { token });
    expect(info.data).toMatchObject({
      nickname: '康源大药房',
      member_level_name: '金卡会员',
      balance: '50000.00',
      qualification_status: 'approved',
    });
    const list = await post<{ group_list: Array<{ nickname: string; member_id: number }> }>(
      t,
      '/multiaccount/api/MultiAccount/lists',
      { token },
    );
    expect(list.data.group_list.map((a) => a.nickname)).toEqual(['康源大药房', '康源大药房二店']);
    const target = list.data.group_list[1]?.member_id;
    expect((await post(t, '/api/login/login', { token, member_id: target, change: 1 })).code).toBe(
      0,
    );
    const loner = await loginToken(t, 'demo3', 'demo123456');
    expect((await post(t, '/multiaccount/api/MultiAccount/lists', { token: loner })).data).toEqual({
      group_list: [],
    });
  });
});
