import type {
  GrowthLogPage,
  MemberLevelInfo,
  SigninInfo,
  SigninResult,
} from '@shop/contracts/member';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, memberLevel, memberPointLog, memberSignin } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken } from '../auth/testing';
import { setConfig } from '../settings';
import { signIn, signinInfo } from './signin.service';
import { SIGNIN_RULES_KEY } from './signin-rules';

const RULES = {
  enabled: true,
  point: 5,
  growth: 100,
  streak_rewards: [{ days: 3, point: 20, growth: 1000 }],
};
/** Shop time 2026-03-01 10:00 (UTC+8), and the days after it. */
const DAY1 = new Date('2026-03-01T02:00:00Z');
const at = (days: number) => new Date(DAY1.getTime() + days * 86_400_000);

describe('level, growth and daily sign-in /api/memberlevel, /api/membersignin', () => {
  let t: TestApp;
  let token = '';
  let memberId = 0;
  const call = <T>(path: string, body: object = {}, tk = token) =>
    t.call<T>(path, tk ? { ...body, token: tk } : body);
  const row = async (id = memberId) =>
    (await t.database.db.select().from(member).where(eq(member.memberId, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    await setConfig(t.database.db, SIGNIN_RULES_KEY, RULES);
    memberId = await addMember(t, { username: 'signer' });
    token = await loginToken(t, 'signer');
  });
  afterAll(() => t.close());

  it('requires login', async () => {
    for (const path of [
      '/api/memberlevel/info',
      '/api/membergrowth/page',
      '/api/membersignin/info',
      '/api/membersignin/signin',
    ])
      expect((await call(path, {}, '')).code).toBe(-10009);
  });

  it('lists the levels in the asked language, with their benefits', async () => {
    const zh = await call<{ level_name: string; remark: string }[]>('/api/memberlevel/lists');
    expect(zh.data.map((l) => l.level_name)).toEqual([
      '普通会员',
      '银卡会员',
      '金卡会员',
      '钻石会员',
    ]);
    const en = await call<{ level_name: string; remark: string }[]>('/api/memberlevel/lists', {
      lang: 'en-us',
    });
    expect(en.data[1]).toMatchObject({ level_name: 'Silver member' });
    expect(en.data[1]!.remark).toMatch(/2,000 growth/);
  });

  it('signs in once a day: the second time is refused and gives nothing', async () => {
    const first = await call<SigninResult>('/api/membersignin/signin');
    expect(first).toMatchObject({ code: 0, data: { streak: 1, point: 5, growth: 100 } });
    const second = await call<SigninResult>('/api/membersignin/signin');
    expect(second).toMatchObject({ code: -1, message: '今天已经签到过了，明天再来吧' });
    expect(await row()).toMatchObject({ point: 5, growth: 100 });
    const log = await t.database.db
      .select()
      .from(memberPointLog)
      .where(eq(memberPointLog.memberId, memberId));
    expect(log.map((l) => [l.change, l.pointAfter, l.reason])).toEqual([[5, 5, 'signin']]);
    const info = await call<SigninInfo>('/api/membersignin/info');
    expect(info.data).toMatchObject({ signed_today: true, streak: 1, total_days: 1 });
    expect(info.data.signed_days).toEqual([info.data.today]);
    expect((await call('/api/membersignin/info', { month: '2026-13' })).code).toBeLessThan(0);
  });

  it('counts the streak in shop days, gives the day-3 bonus, and moves the level up', async () => {
    const id = await addMember(t, { username: 'streaker' });
    const day = async (n: number) => signIn(t.database.db, id, at(n));
    expect(await day(0)).toMatchObject({ sign_date: '2026-03-01', streak: 1 });
    // 23:30 shop time on 03-02 is 15:30 UTC: still the shop's 2nd day.
    expect(await signIn(t.database.db, id, new Date('2026-03-02T15:30:00Z'))).toMatchObject({
      sign_date: '2026-03-02',
      streak: 2,
    });
    // Day 3 of the streak: 5 + 20 points, 100 + 1000 growth -> 1,200 growth.
    expect(await day(2)).toMatchObject({ streak: 3, point: 25, growth: 1100 });
    expect(await day(4)).toMatchObject({ streak: 1 });
    const info = await signinInfo(t.database.db, id, '2026-03', at(4));
    expect(info).toMatchObject({ streak: 1, signed_today: true, total_days: 4 });
    expect(info.signed_days).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-05']);
    expect((await signinInfo(t.database.db, id, undefined, at(7))).streak).toBe(0);

    // 1,400 growth: still 普通会员 below 2,000; the next two (streak 2, 3) pass 银卡's 2,000.
    const [silver] = await t.database.db
      .select()
      .from(memberLevel)
      .where(eq(memberLevel.levelName, '银卡会员'));
    await day(5);
    await day(6); // streak 3 again: +1,100 -> 2,600
    expect(await row(id)).toMatchObject({ growth: 2600, levelId: silver!.levelId });
  });

  it('shows the level, what the next one needs, and the growth ledger, paged', async () => {
    const streaker = await loginToken(t, 'streaker');
    const info = await call<MemberLevelInfo>('/api/memberlevel/info', {}, streaker);
    expect(info.data).toMatchObject({
      growth: 2600,
      level_name: '银卡会员',
      next: { level_name: '金卡会员', growth: 10000, need: 7400 },
      // (2,600 - 2,000) / (10,000 - 2,000) = 7.5 %, rounded down.
      progress: 7,
    });
    const page = await call<GrowthLogPage>('/api/membergrowth/page', { page_size: 2 }, streaker);
    expect(page.data).toMatchObject({ count: 6, page_count: 3 });
    expect(page.data.list[0]).toMatchObject({ change: 1100, growth_after: 2600, reason: 'signin' });
    expect((await call('/api/membergrowth/page', { page: 0 }, streaker)).code).toBeLessThan(0);
  });

  it('refuses when the shop has sign-in switched off', async () => {
    await setConfig(t.database.db, SIGNIN_RULES_KEY, { ...RULES, enabled: false });
    const id = await addMember(t, { username: 'closed_signer' });
    const tk = await loginToken(t, 'closed_signer');
    expect(await call('/api/membersignin/signin', {}, tk)).toMatchObject({
      code: -1,
      message: '签到活动暂未开启',
    });
    const rows = await t.database.db
      .select()
      .from(memberSignin)
      .where(and(eq(memberSignin.memberId, id)));
    expect(rows).toEqual([]);
    await setConfig(t.database.db, SIGNIN_RULES_KEY, RULES);
  });
});

/** Real concurrent transactions need real PostgreSQL (PGlite runs one at a time). */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('sign-in at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await setConfig(t.database.db, SIGNIN_RULES_KEY, RULES);
  });
  afterAll(() => t.close());

  it('eight sign-ins at the same moment give one reward', async () => {
    const id = await addMember(t, { username: 'racer' });
    const token = await loginToken(t, 'racer');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.call('/api/membersignin/signin', { token })),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    const [m] = await t.database.db.select().from(member).where(eq(member.memberId, id));
    expect(m).toMatchObject({ point: 5, growth: 100 });
    const log = await t.database.db
      .select()
      .from(memberPointLog)
      .where(eq(memberPointLog.memberId, id));
    expect(log).toHaveLength(1);
  });
});
