import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAccount, memberWithdraw } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { addMember, loginToken } from '../auth/testing';
import { addShop } from './member-console.testing';
import { moneyOf, setMoney } from '../finance/member-money.testing';

/** Members and staff racing each other need real PostgreSQL (PGlite runs one query at a time). */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'withdrawals under concurrency (PostgreSQL, issue 16)',
  () => {
    let t: TestApp;
    let token = '';
    let memberId = 0;
    let accountId = 0;
    const s: ConsoleSession[] = [];
    const apply = (amount: string) =>
      t.call<{ withdraw_id: number }>('/api/memberwithdraw/apply', {
        token,
        amount,
        account_id: accountId,
      });
    const money = async () => {
      const row = await moneyOf(t.database.db, memberId);
      return { balance: row.balanceFen, frozen: row.balanceFrozenFen };
    };

    beforeAll(async () => {
      t = await createTestApp();
      const own = await addShop(t, '康源自营', true);
      memberId = await addMember(t, { username: 'wd_racer' });
      await setMoney(t.database.db, memberId, { balanceFen: 100_000 });
      token = await loginToken(t, 'wd_racer');
      accountId = (
        await t.call<number>('/api/memberbankaccount/add', {
          token,
          withdraw_type: 'bank',
          realname: '张三',
          mobile: '13800001111',
          bank_name: '中国工商银行',
          account_number: '6222021202008866123',
        })
      ).data;
      for (let i = 0; i < 4; i++) s.push(await consoleSession(t, { role: 'finance', siteId: own }));
    });
    afterAll(() => t.close());

    it('ten applications at once for more than the balance: the frozen sum never exceeds it', async () => {
      // ¥1,000 balance, ten applications of ¥300: at most three fit.
      const results = await Promise.all(Array.from({ length: 10 }, () => apply('300')));
      const accepted = results.filter((r) => r.code === 0);
      expect(accepted).toHaveLength(3);
      for (const r of results.filter((x) => x.code !== 0)) expect(r.message).toBe('可提现余额不足');
      expect(await money()).toEqual({ balance: 10_000, frozen: 90_000 });
      const rows = await t.database.db
        .select({ relateId: memberAccount.relateId, amount: memberAccount.amountFen })
        .from(memberAccount)
        .where(eq(memberAccount.memberId, memberId));
      expect(rows.map((r) => r.amount)).toEqual([-30_000, -30_000, -30_000]);
      expect(rows.map((r) => r.relateId).sort()).toEqual(
        accepted.map((r) => r.data.withdraw_id).sort(),
      );
      const withdraws = await t.database.db
        .select({ id: memberWithdraw.withdrawId })
        .from(memberWithdraw)
        .where(eq(memberWithdraw.memberId, memberId));
      expect(withdraws).toHaveLength(3);
    });

    it('double approve, and approve against reject: one wins, the money moves once', async () => {
      const [first, second] = (
        await t.database.db
          .select({ id: memberWithdraw.withdrawId })
          .from(memberWithdraw)
          .where(eq(memberWithdraw.memberId, memberId))
      ).map((r) => r.id);
      const approvals = await Promise.all(
        s.map((session) =>
          consolePost(t, session, '/staff/api/withdraw/approve', { withdraw_id: first }),
        ),
      );
      expect(approvals.filter((r) => r.code === 0)).toHaveLength(1);
      expect(
        approvals.filter((r) => r.message === '该提现申请已被处理，请刷新后查看'),
      ).toHaveLength(3);

      const before = await money();
      const race = await Promise.all(
        s.flatMap((session) => [
          consolePost(t, session, '/staff/api/withdraw/approve', { withdraw_id: second }),
          consolePost(t, session, '/staff/api/withdraw/reject', {
            withdraw_id: second,
            reason: '信息有误',
          }),
        ]),
      );
      const winners = race.filter((r) => r.code === 0);
      expect(winners).toHaveLength(1);
      const after = await money();
      const [row] = await t.database.db
        .select({ status: memberWithdraw.status })
        .from(memberWithdraw)
        .where(eq(memberWithdraw.withdrawId, second!));
      const refunds = await t.database.db
        .select({ amount: memberAccount.amountFen })
        .from(memberAccount)
        .where(eq(memberAccount.fromType, 'withdraw_reject'));
      if (row!.status === -1) {
        expect(refunds).toEqual([{ amount: 30_000 }]);
        expect(after).toEqual({ balance: before.balance + 30_000, frozen: before.frozen - 30_000 });
      } else {
        expect(row!.status).toBe(1);
        expect(refunds).toEqual([]);
        expect(after).toEqual(before);
      }
      expect(after.balance).toBeGreaterThanOrEqual(0);
      expect(after.frozen).toBeGreaterThanOrEqual(0);
    });
  },
);
