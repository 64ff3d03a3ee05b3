import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, post } from './testing';

const MINUTE = 60_000;
const LOCKED = '密码错误次数过多，账号已锁定，请15分钟后再试或使用短信验证码登录';
const WRONG = '账号或密码错误';

/**
 * The per-account lock of the password login: 10 wrong passwords for one account within 15
 * minutes, from any mix of addresses, lock its password login for 15 minutes. The clock is
 * faked from before the app starts, so the in-process store's expiry follows it.
 */
describe('account lock after repeated wrong passwords', () => {
  let t: TestApp;
  let ipSeq = 0;
  /** A new client address per call unless told: no per-address pause gets in the way. */
  const nextIp = () => `10.60.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
  const login = (username: string, password: string, ip = nextIp()) =>
    post<{ member_id: number }>(t, '/api/login/login', { username, password }, { ip });
  /** `n` wrong passwords from 5 addresses in turn (2 each for 10, under the per-address 5). */
  const wrongTimes = async (username: string, n: number) => {
    const ips = [0, 1, 2, 3, 4].map(() => nextIp());
    const messages: string[] = [];
    for (let i = 0; i < n; i += 1)
      messages.push((await login(username, `wrong-${i}`, ips[i % 5])).message);
    return messages;
  };
  const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
  /** Sends an SMS code of `purpose` to `mobile` and answers its key and the code. */
  const smsCode = async (path: string, purpose: string, mobile: string, ip: string) => {
    const sent = await post<{ key: string }>(t, path, { mobile }, { ip });
    expect(sent.code).toBe(0);
    const stored = (await t.app.kv.get(`sms:${purpose}:${sent.data.key}`)) ?? '{}';
    return { key: sent.data.key, code: (JSON.parse(stored) as { code: string }).code };
  };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    t = await createTestApp();
    await addMember(t, { username: 'wangjie', password: 'secret123', mobile: '13600000001' });
    await addMember(t, { username: 'liuyang', password: 'secret123', mobile: '13600000002' });
    await addMember(t, { username: 'chenmin', password: 'secret123', mobile: '13600000003' });
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('locks after 10 from several addresses: even the right password waits 15 minutes', async () => {
    const messages = await wrongTimes('wangjie', 10);
    expect(messages.slice(0, 9)).toEqual(Array.from({ length: 9 }, () => WRONG));
    expect(messages[9]).toBe(LOCKED);

    expect(await login('wangjie', 'secret123')).toMatchObject({
      code: -1,
      message: LOCKED,
      data: null,
    });
    // The same account by its mobile, and in the buyer's language.
    expect((await login('13600000001', 'secret123')).message).toBe(LOCKED);
    const en = await post(t, '/api/login/login', {
      username: 'WangJie',
      password: 'secret123',
      lang: 'en-us',
    });
    expect(en.message).toBe(
      'Too many wrong passwords: the account is locked, please try again in 15 minutes or sign in with an SMS code',
    );
    // Another account is not affected.
    expect((await login('liuyang', 'secret123')).code).toBe(0);

    advance(14 * MINUTE);
    expect((await login('wangjie', 'secret123')).message).toBe(LOCKED);
    advance(MINUTE + 1000);
    expect(await login('wangjie', 'secret123')).toMatchObject({ code: 0, message: '登录成功！' });
  });

  it('counts and locks an unknown username the same way', async () => {
    const messages = await wrongTimes('nobody-here', 10);
    expect(messages.slice(0, 9)).toEqual(Array.from({ length: 9 }, () => WRONG));
    expect(messages[9]).toBe(LOCKED);
    expect((await login('nobody-here', 'secret123')).message).toBe(LOCKED);
  });

  it('lets the owner in by SMS code during the lock, which lifts it', async () => {
    await wrongTimes('liuyang', 10);
    expect((await login('liuyang', 'secret123')).message).toBe(LOCKED);

    const ip = nextIp();
    const sms = await smsCode('/api/login/mobileCode', 'login', '13600000002', ip);
    const byCode = await post(t, '/api/login/mobile', { mobile: '13600000002', ...sms }, { ip });
    expect(byCode).toMatchObject({ code: 0, message: '登录成功！' });
    expect((await login('liuyang', 'secret123')).code).toBe(0);
  });

  it('a password reset by SMS code lifts the lock: the new password works at once', async () => {
    await addMember(t, { username: 'sunli', password: 'secret123', mobile: '13600000004' });
    await wrongTimes('sunli', 10);
    const ip = nextIp();
    const sms = await smsCode('/api/findpassword/mobilecode', 'find_password', '13600000004', ip);
    const reset = await post(
      t,
      '/api/findpassword/mobile',
      { mobile: '13600000004', ...sms, password: 'newpass123' },
      { ip },
    );
    expect(reset.code).toBe(0);
    expect((await login('sunli', 'newpass123')).code).toBe(0);
  });

  it('a right password before the 10th starts the count again', async () => {
    expect(await wrongTimes('chenmin', 9)).toEqual(Array.from({ length: 9 }, () => WRONG));
    expect((await login('chenmin', 'secret123')).code).toBe(0);
    expect(await wrongTimes('chenmin', 9)).toEqual(Array.from({ length: 9 }, () => WRONG));
    expect((await login('chenmin', 'secret123')).code).toBe(0);
    // Counting goes on: 10 in a row lock it.
    expect((await wrongTimes('chenmin', 10))[9]).toBe(LOCKED);
  });

  it('forgets wrong passwords older than 15 minutes', async () => {
    await addMember(t, { username: 'zhouxin', password: 'secret123' });
    await wrongTimes('zhouxin', 9);
    advance(15 * MINUTE + 1000);
    expect(await wrongTimes('zhouxin', 9)).toEqual(Array.from({ length: 9 }, () => WRONG));
    expect((await login('zhouxin', 'secret123')).code).toBe(0);
  });
});

/** Behind a proxy (TRUST_PROXY) the client address is X-Forwarded-For's: the lock holds across it. */
describe('account lock behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'on' } });
    await addMember(t, { username: 'proxied', password: 'secret123' });
  });
  afterAll(() => t.close());

  const login = async (password: string, forwardedFor: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/login/login',
        payload: { username: 'proxied', password },
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      })
    ).json<{ code: number; message: string }>();

  it('locks after 10 wrong passwords from 10 forwarded addresses', async () => {
    for (let i = 1; i <= 9; i += 1)
      expect((await login('wrong', `203.0.113.${i}`)).message).toBe(WRONG);
    expect((await login('wrong', '203.0.113.10')).message).toBe(LOCKED);
    expect(await login('secret123', '198.51.100.7')).toMatchObject({ code: -1, message: LOCKED });
  });
});

/**
 * Two app instances on one Redis (TEST_REDIS_URL), as two server processes behind a load
 * balancer: wrong passwords on either count towards one lock.
 */
describe.skipIf(!process.env.TEST_REDIS_URL)('account lock across processes', () => {
  const apps: TestApp[] = [];
  const username = `ghost-${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1)
      apps.push(await createTestApp({ env: { REDIS_URL: process.env.TEST_REDIS_URL ?? '' } }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('locks after 5 wrong passwords on each of two processes', async () => {
    const messages: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const app = apps[i % 2]!;
      const ip = `10.70.0.${i + 1}`;
      messages.push(
        (await post(app, '/api/login/login', { username, password: 'x' }, { ip })).message,
      );
    }
    expect(messages.slice(0, 9)).toEqual(Array.from({ length: 9 }, () => WRONG));
    expect(messages[9]).toBe(LOCKED);
    for (const app of apps)
      expect((await post(app, '/api/login/login', { username, password: 'x' })).message).toBe(
        LOCKED,
      );
  });
});
