import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, post } from '../auth/testing';
import { liftAccountLock } from '../auth/login-limits';
import { staffLoginLimits } from './staff-login-limits';
import { addShop, addStaff, STAFF_PASSWORD } from './staff.testing';

const WRONG = '账号或密码错误';
const MEMBER_LOCKED = '密码错误次数过多，账号已锁定，请15分钟后再试或使用短信验证码登录';
const STAFF_LOCKED = '密码错误次数过多，账号已锁定，请15分钟后再试';

/**
 * Redis on a database of its own (15): the locks are keyed by account id, and ids start over with
 * each test database, so another file's account of the same id must never meet these locks.
 */
const ownRedisDatabase = (url: string) => Object.assign(new URL(url), { pathname: '/15' }).href;

const stores: Array<{ store: string; env: Record<string, string> }> = [
  { store: 'the in-process store', env: {} },
  ...(process.env.TEST_REDIS_URL
    ? [{ store: 'Redis', env: { REDIS_URL: ownRedisDatabase(process.env.TEST_REDIS_URL) } }]
    : []),
];

/**
 * 50 wrong passwords sent at once from 50 addresses (issue 25: 45 of them were checked for a
 * member, 27 of 30 for a staff account): the count is taken before the password is checked, so
 * at most the limit of 10 are checked (9 answer "wrong", the 10th locks) and the rest are
 * refused as locked; the right password sent in parallel after them is refused too.
 */
describe.each(stores)('account lock under parallel guesses on $store', ({ env }) => {
  let t: TestApp;
  const tag = randomBytes(3).toString('hex');
  const member = `par-m-${tag}`;
  const servicer = `par-s-${tag}`;
  let memberId: number;
  let staffId: number;
  const liftLocks = async () => {
    await liftAccountLock(t.app.kv, memberId);
    await staffLoginLimits(t.app.kv).perAccount.clear(`staff:${staffId}`);
  };
  beforeAll(async () => {
    t = await createTestApp({ env });
    memberId = await addMember(t, { username: member, password: 'secret123' });
    staffId = await addStaff(t, { siteId: await addShop(t, '并发药房'), username: servicer });
    // Ids start over with each test database, Redis keeps an earlier run's lock on them.
    await liftLocks();
  });
  // Ids start over with each test database: leave no lock behind for another file's account.
  afterAll(async () => {
    await liftLocks();
    await t.close();
  });

  const atOnce = (path: string, username: string, password: string, from: number, n: number) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        post(t, path, { username, password }, { ip: `10.90.${from}.${i + 1}` }),
      ),
    ).then((replies) => replies.map((r) => r.message));
  const tally = (messages: string[]) =>
    messages.reduce<Record<string, number>>((m, k) => ({ ...m, [k]: (m[k] ?? 0) + 1 }), {});

  it('checks at most 10 of 50 parallel wrong passwords for a member', async () => {
    const wrong = await atOnce('/api/login/login', member, 'wrong-guess', 1, 50);
    expect(tally(wrong)).toEqual({ [WRONG]: 9, [MEMBER_LOCKED]: 41 });
    const right = await atOnce('/api/login/login', member, 'secret123', 2, 5);
    expect(right).toEqual(Array.from({ length: 5 }, () => MEMBER_LOCKED));
  });

  it('checks at most 10 of 50 parallel wrong passwords for a staff account', async () => {
    const path = '/servicer/api/workbench/login';
    const wrong = await atOnce(path, servicer, 'wrong-guess', 3, 50);
    expect(tally(wrong)).toEqual({ [WRONG]: 9, [STAFF_LOCKED]: 41 });
    const right = await atOnce(path, servicer, STAFF_PASSWORD, 4, 5);
    expect(right).toEqual(Array.from({ length: 5 }, () => STAFF_LOCKED));
  });
});
