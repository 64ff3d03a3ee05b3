import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken } from '../../modules/auth/testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { member, staff } from '../schema';
import { demoAccountLines } from './demo-accounts-log';
import { DEMO_PASSWORD } from './member-demo';

describe('demo buyers’ money', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  }, 180_000);
  afterAll(() => t.close());

  it('names every seeded account in the start log', async () => {
    const log = demoAccountLines(8100).join('\n');
    const members = await t.database.db.select({ name: member.username }).from(member);
    const accounts = await t.database.db.select({ name: staff.username }).from(staff);
    const named = [...members, ...accounts]
      .map((a) => a.name)
      // The other shops' servicers are named as a series.
      .filter((name) => !/^service\d+$/.test(name));
    expect(named).toEqual(expect.arrayContaining(['demo4', 'sales', 'clerk', 'admin']));
    for (const name of named) expect(log, name).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it('names the member level in the request language', async () => {
    const token = await loginToken(t, 'demo', DEMO_PASSWORD);
    const info = (lang: string) =>
      t.call<{ member_level_name: string }>('/api/member/info', { token, lang });
    expect((await info('zh-cn')).data.member_level_name).toBe('金卡会员');
    expect((await info('en-us')).data.member_level_name).toBe('Gold member');
  });

  it('explains each balance by a confirmed recharge in the ledger and the recharge list', async () => {
    for (const username of ['demo', 'demo2', 'demo4']) {
      const token = await loginToken(t, username, DEMO_PASSWORD);
      const info = await t.call<{ balance: string }>('/api/memberaccount/info', { token });
      const ledger = await t.call<{ list: Array<{ amount: string; from_type: string }> }>(
        '/api/memberaccount/page',
        { token },
      );
      const recharges = await t.call<{ list: Array<{ amount: string; status: number }> }>(
        '/memberrecharge/api/order/page',
        { token },
      );
      expect(Number(info.data.balance), username).toBeGreaterThan(0);
      expect(ledger.data.list).toEqual([
        expect.objectContaining({ from_type: 'recharge', amount: info.data.balance }),
      ]);
      expect(recharges.data.list).toEqual([
        expect.objectContaining({ status: 2, amount: info.data.balance }),
      ]);
    }
  });
});
