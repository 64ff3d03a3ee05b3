import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken, post } from './testing';

type Stored = { mobile: string; code: string };

describe('SMS codes, mobile login and password recovery', () => {
  let t: TestApp;
  let ipSeq = 0;
  /** Each test case its own address, so per-IP limits do not leak between cases. */
  const nextIp = () => `10.20.0.${(ipSeq += 1)}`;
  const stored = async (purpose: string, key: string): Promise<Stored> =>
    JSON.parse((await t.app.kv.get(`sms:${purpose}:${key}`)) ?? 'null') as Stored;

  beforeAll(async () => {
    t = await createTestApp();
    await addMember(t, {
      username: 'wangwu',
      password: 'secret123',
      mobile: '13700000001',
      nickname: '王五大药房',
    });
    await addMember(t, { username: 'zhaoliu', password: 'secret123', mobile: '13700000002' });
    await addMember(t, { username: 'sunqi', password: 'secret123', mobile: '13700000003' });
  });
  afterAll(() => t.close());

  it('sends a 6-digit code bound to a key for 10 minutes and logs in with it once', async () => {
    const setSpy = vi.spyOn(t.app.kv, 'set');
    const ip = nextIp();
    const sent = await post<{ key: string }>(
      t,
      '/api/login/mobileCode',
      { mobile: '13700000001' },
      { ip },
    );
    expect(sent.code).toBe(0);
    expect(sent.data.key).toMatch(/^[0-9a-f]{32}$/);
    expect(setSpy).toHaveBeenCalledWith(`sms:login:${sent.data.key}`, expect.any(String), 600_000);
    setSpy.mockRestore();
    const { code } = await stored('login', sent.data.key);
    expect(code).toMatch(/^\d{6}$/);

    const body = { mobile: '13700000001', key: sent.data.key, code };
    const login = await post<{ nickname: string }>(t, '/api/login/mobile', body, { ip });
    expect(login).toMatchObject({ code: 0, data: { nickname: '王五大药房' } });
    expect(await post(t, '/api/login/mobile', body, { ip })).toMatchObject({
      code: -1,
      message: '动态码已失效，请重新获取',
    });
  });

  it('refuses a wrong code, a code for another mobile, and voids the code after 5 wrong guesses', async () => {
    const ip = nextIp();
    const sent = await post<{ key: string }>(
      t,
      '/api/login/mobileCode',
      { mobile: '13700000002' },
      { ip },
    );
    const { code } = await stored('login', sent.data.key);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (
        await post(
          t,
          '/api/login/mobile',
          { mobile: '13700000002', key: sent.data.key, code: wrong },
          { ip },
        )
      ).message,
    ).toBe('动态码错误');
    expect(
      (
        await post(
          t,
          '/api/login/mobile',
          { mobile: '13700000001', key: sent.data.key, code },
          { ip },
        )
      ).code,
    ).toBe(-1);
    for (let i = 0; i < 3; i += 1)
      await post(
        t,
        '/api/login/mobile',
        { mobile: '13700000002', key: sent.data.key, code: wrong },
        { ip },
      );
    const afterGuesses = await post(
      t,
      '/api/login/mobile',
      { mobile: '13700000002', key: sent.data.key, code },
      { ip },
    );
    expect(afterGuesses).toMatchObject({ code: -1, message: '动态码已失效，请重新获取' });
  });

  it('refuses an expired code', async () => {
    const ip = nextIp();
    const sent = await post<{ key: string }>(
      t,
      '/api/login/mobileCode',
      { mobile: '13700000003' },
      { ip },
    );
    const entry = await stored('login', sent.data.key);
    await t.app.kv.set(`sms:login:${sent.data.key}`, JSON.stringify(entry), 1);
    await new Promise((r) => setTimeout(r, 5));
    const res = await post(
      t,
      '/api/login/mobile',
      { mobile: '13700000003', key: sent.data.key, code: entry.code },
      { ip },
    );
    expect(res.message).toBe('动态码已失效，请重新获取');
  });

  it('a login code cannot be used to reset the password', async () => {
    const ip = nextIp();
    await t.app.kv.delete('sms:cool:13700000003');
    const sent = await post<{ key: string }>(
      t,
      '/api/login/mobileCode',
      { mobile: '13700000003' },
      { ip },
    );
    const { code } = await stored('login', sent.data.key);
    const reset = await post(
      t,
      '/api/findpassword/mobile',
      { mobile: '13700000003', key: sent.data.key, code, password: 'newpass123' },
      { ip },
    );
    expect(reset.message).toBe('动态码已失效，请重新获取');
  });

  it('allows one code per mobile per minute and 10 per day', async () => {
    const mobile = '13700000002';
    await t.app.kv.delete(`sms:cool:${mobile}`);
    expect((await post(t, '/api/login/mobileCode', { mobile }, { ip: nextIp() })).code).toBe(0);
    const tooSoon = await post(t, '/api/login/mobileCode', { mobile }, { ip: nextIp() });
    expect(tooSoon).toMatchObject({ code: -1, message: '发送过于频繁，请60秒后再试' });
    await t.app.kv.set(`sms:day:${mobile}`, '10', 86_400_000);
    await t.app.kv.delete(`sms:cool:${mobile}`);
    expect((await post(t, '/api/login/mobileCode', { mobile }, { ip: nextIp() })).message).toBe(
      '该手机号今日获取动态码次数已达上限',
    );
  });

  it('limits codes per client address across mobiles', async () => {
    const ip = nextIp();
    await t.app.kv.set(`sms:ip:${ip}`, '30', 3_600_000);
    await t.app.kv.delete('sms:cool:13700000001');
    await t.app.kv.delete('sms:day:13700000001');
    expect(
      (await post(t, '/api/login/mobileCode', { mobile: '13700000001' }, { ip })).message,
    ).toBe('操作过于频繁，请稍后再试');
  });

  it('refuses a malformed or unregistered mobile without sending', async () => {
    const ip = nextIp();
    expect(
      (await post(t, '/api/login/mobileCode', { mobile: '23700000001' }, { ip })).message,
    ).toBe('请输入正确的手机号');
    expect((await post(t, '/api/login/mobileCode', { mobile: '1370000000' }, { ip })).message).toBe(
      '请输入正确的手机号',
    );
    expect(
      (await post(t, '/api/login/mobileCode', { mobile: '13799999999' }, { ip })).message,
    ).toBe('该手机号未注册');
    expect((await post(t, '/api/login/mobileCode', { mobile: 13700000001 }, { ip })).code).toBe(-1);
    expect(
      (
        await post(
          t,
          '/api/login/mobile',
          { mobile: '13700000001', key: 'k', code: '12345a' },
          { ip },
        )
      ).message,
    ).toBe('动态码错误');
  });

  it('recovers a password by SMS and ends every session of the account', async () => {
    const ip = nextIp();
    await t.app.kv.delete('sms:cool:13700000001');
    await t.app.kv.delete('sms:day:13700000001');
    const oldToken = await loginToken(t, 'wangwu', 'secret123', ip);
    expect((await post(t, '/api/member/info', { token: oldToken }, { ip })).code).toBe(0);
    const sent = await post<{ key: string }>(
      t,
      '/api/findpassword/mobilecode',
      { mobile: '13700000001' },
      { ip },
    );
    expect(sent.code).toBe(0);
    const { code } = await stored('find_password', sent.data.key);
    const body = { mobile: '13700000001', key: sent.data.key, code };

    const weak = await post(t, '/api/findpassword/mobile', { ...body, password: '123' }, { ip });
    expect(weak).toMatchObject({ code: -1, message: '密码长度需为6-20位' });
    expect(
      (await post(t, '/api/findpassword/mobile', { ...body, password: '12345678' }, { ip }))
        .message,
    ).toBe('密码需包含字母');

    const reset = await post(
      t,
      '/api/findpassword/mobile',
      { ...body, password: 'newpass123' },
      { ip },
    );
    expect(reset).toMatchObject({ code: 0, message: '密码已重置，请重新登录' });
    expect((await post(t, '/api/member/info', { token: oldToken }, { ip })).code).toBe(-10009);
    expect(
      (await post(t, '/api/login/login', { username: 'wangwu', password: 'secret123' }, { ip }))
        .code,
    ).toBe(-1);
    expect(
      (await post(t, '/api/login/login', { username: 'wangwu', password: 'newpass123' }, { ip }))
        .code,
    ).toBe(0);
    expect(
      (await post(t, '/api/findpassword/mobile', { ...body, password: 'again1234' }, { ip })).code,
    ).toBe(-1);
  });
});

describe('SMS codes with the captcha on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SHOP_CAPTCHA: 'on' } });
    await addMember(t, { username: 'qianba', mobile: '13600000001' });
  });
  afterAll(() => t.close());

  it('sends no code without a correct captcha', async () => {
    expect((await post(t, '/api/login/mobileCode', { mobile: '13600000001' })).message).toBe(
      '请输入验证码',
    );
    expect(
      (
        await post(t, '/api/findpassword/mobilecode', {
          mobile: '13600000001',
          captcha_id: 'x',
          captcha_code: 'abcd',
        })
      ).code,
    ).toBe(-1);
    expect(await t.app.kv.get('sms:cool:13600000001')).toBeNull();
    const { data } = await post<{ id: string }>(t, '/api/captcha/captcha');
    const answer = (await t.app.kv.get(`captcha:${data.id}`)) ?? '';
    expect(
      (
        await post(t, '/api/login/mobileCode', {
          mobile: '13600000001',
          captcha_id: data.id,
          captcha_code: answer,
        })
      ).code,
    ).toBe(0);
  });
});
