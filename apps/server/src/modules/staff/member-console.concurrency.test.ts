import type { MemberMoney } from '@shop/contracts/member';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAccount, staffAuditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost } from '../auth/staff-console.testing';
import { addMember } from '../auth/testing';
import { insertTestOrder } from '../order/order.testing';
import {
  addQualification,
  memberConsoleWorld,
  memberRow,
  type MemberConsoleWorld,
} from './member-console.testing';
import { moneyOf, setMoney } from '../finance/member-money.testing';

/** Real concurrent transactions need real PostgreSQL (PGlite runs one at a time). */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'console member writes under concurrency (PostgreSQL)',
  () => {
    let t: TestApp;
    let w: MemberConsoleWorld;
    beforeAll(async () => {
      t = await createTestApp();
      w = await memberConsoleWorld(t);
    });
    afterAll(() => t.close());

    const newMember = async (username: string) => {
      const id = await addMember(t, { username });
      await insertTestOrder(t, { memberId: id, siteId: w.shopA, moneyFen: 100 });
      return id;
    };
    const adjust = (memberId: number, amount: string, remark: string) =>
      consolePost<MemberMoney>(t, w.sessions.financeA, '/staff/api/member/adjustbalance', {
        member_id: memberId,
        amount,
        remark,
      });

    it('two adjustments at once both count, each with its ledger row', async () => {
      const memberId = await newMember('race_add');
      const results = await Promise.all([
        adjust(memberId, '10.01', '充值一'),
        adjust(memberId, '20.02', '充值二'),
        adjust(memberId, '-5.00', '扣回'),
      ]);
      expect(results.map((r) => r.code)).toEqual([0, 0, 0]);
      expect((await moneyOf(t.database.db, memberId)).balanceFen).toBe(2_503);
      const ledger = await t.database.db
        .select({ amount: memberAccount.amountFen })
        .from(memberAccount)
        .where(eq(memberAccount.memberId, memberId));
      expect(ledger.map((l) => l.amount).sort((a, b) => a - b)).toEqual([-500, 1_001, 2_002]);
    });

    it('two deductions that together overdraw: one wins, the other is refused', async () => {
      const memberId = await newMember('race_take');
      await setMoney(t.database.db, memberId, { balanceFen: 10_000 });
      const results = await Promise.all([
        adjust(memberId, '-60', '扣款一'),
        adjust(memberId, '-60', '扣款二'),
      ]);
      expect(results.map((r) => r.code).sort()).toEqual([-1, 0]);
      expect(results.find((r) => r.code === -1)!.message).toBe('余额不足，调整后余额不能小于 0');
      expect((await moneyOf(t.database.db, memberId)).balanceFen).toBe(4_000);
      const audits = await t.database.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.targetId, String(memberId)));
      expect(audits).toHaveLength(1);
    });

    it('two staff disabling one member at once: one wins, the other is told', async () => {
      const memberId = await newMember('race_off');
      const results = await Promise.all([
        consolePost(t, w.sessions.managerA, '/staff/api/member/disable', { member_id: memberId }),
        consolePost(t, w.sessions.adminA, '/staff/api/member/disable', { member_id: memberId }),
      ]);
      expect(results.map((r) => r.message).sort()).toEqual(['操作成功', '该会员已被禁用'].sort());
    });

    it('approving and rejecting one review at once: one decision stands, the other is told', async () => {
      const memberId = await newMember('race_qual');
      const id = await addQualification(t, memberId);
      const results = await Promise.all([
        consolePost(t, w.sessions.managerA, '/staff/api/member/reviewdocument', {
          id,
          pass: 1,
        }),
        consolePost(t, w.sessions.adminA, '/staff/api/member/reviewdocument', {
          id,
          pass: 0,
          remark: '执照模糊',
        }),
      ]);
      expect(results.map((r) => r.code).sort()).toEqual([-1, 0]);
      expect(results.find((r) => r.code === -1)!.message).toMatch(/待审核/);
      const audits = await t.database.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.targetId, String(memberId)));
      expect(audits).toHaveLength(1);
    });

    it('linking one account into two groups at once: one wins', async () => {
      const a = await newMember('race_ga');
      const b = await newMember('race_gb');
      const c = await newMember('race_gc');
      const results = await Promise.all([
        consolePost(t, w.sessions.managerA, '/staff/api/member/linkaccount', {
          member_id: a,
          link_member_id: c,
        }),
        consolePost(t, w.sessions.adminA, '/staff/api/member/linkaccount', {
          member_id: b,
          link_member_id: c,
        }),
      ]);
      expect(results.map((r) => r.code).sort()).toEqual([-1, 0]);
      const group = (await memberRow(t, c)).loginGroupId;
      const winner = results[0].code === 0 ? a : b;
      expect((await memberRow(t, winner)).loginGroupId).toBe(group);
    });
  },
);
