import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAccount, memberRecharge, staffAuditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost } from '../auth/staff-console.testing';
import { memberConsoleWorld, type MemberConsoleWorld } from './member-console.testing';
import { reviewingRecharge } from './recharge-console.testing';
import { moneyOf } from '../finance/member-money.testing';

describe('console recharge review /staff/api/recharge/*', () => {
  let t: TestApp;
  let w: MemberConsoleWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await memberConsoleWorld(t);
  });
  afterAll(() => t.close());

  it('finance lists and reads recharges of members in reach; others are not found', async () => {
    const mine = await reviewingRecharge(t, w.ofA);
    const theirs = await reviewingRecharge(t, w.ofB);
    const page = await consolePost<{ list: { recharge_id: number; username: string }[] }>(
      t,
      w.sessions.financeA,
      '/staff/api/recharge/page',
      { status: 1 },
    );
    const ids = page.data.list.map((r) => r.recharge_id);
    expect(ids).toContain(mine.rechargeId);
    expect(ids).not.toContain(theirs.rechargeId);
    const detail = await consolePost<{ voucher: string; username: string }>(
      t,
      w.sessions.financeA,
      '/staff/api/recharge/detail',
      { recharge_id: mine.rechargeId },
    );
    expect(detail.data).toMatchObject({ voucher: mine.voucher, username: 'cm_a' });
    for (const path of ['detail', 'confirm'])
      expect(
        (
          await consolePost(t, w.sessions.financeA, `/staff/api/recharge/${path}`, {
            recharge_id: theirs.rechargeId,
          })
        ).code,
      ).toBe(-1);
    expect((await moneyOf(t.database.db, w.ofB)).balanceFen).toBe(0);
  });

  it('needs recharge.review: an operator or member manager is refused', async () => {
    const r = await reviewingRecharge(t, w.ofA);
    for (const s of [w.sessions.operatorA, w.sessions.managerA]) {
      const res = await consolePost(t, s, '/staff/api/recharge/confirm', {
        recharge_id: r.rechargeId,
      });
      expect(res.code).toBe(-1);
    }
    expect((await consolePost(t, null, '/staff/api/recharge/page')).code).toBe(-10009);
  });

  it('confirm credits amount + bonus once, audited; a second confirm or a reject is refused', async () => {
    const before = (await moneyOf(t.database.db, w.ofA)).balanceFen;
    const r = await reviewingRecharge(t, w.ofA);
    const body = { recharge_id: r.rechargeId };
    expect(
      (await consolePost(t, w.sessions.financeA, '/staff/api/recharge/confirm', body)).code,
    ).toBe(0);
    expect(
      (await consolePost(t, w.sessions.financeA, '/staff/api/recharge/confirm', body)).code,
    ).toBe(-1);
    const rejected = await consolePost(t, w.sessions.financeA, '/staff/api/recharge/reject', {
      ...body,
      reason: '未收到款项',
    });
    expect(rejected.code).toBe(-1);
    expect((await moneyOf(t.database.db, w.ofA)).balanceFen).toBe(before + 102_000);
    const ledger = await t.database.db
      .select()
      .from(memberAccount)
      .where(eq(memberAccount.relateId, r.rechargeId));
    expect(ledger.map((l) => [l.fromType, l.amountFen])).toEqual([['recharge', 102_000]]);
    const audits = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, r.rechargeNo));
    expect(audits.map((a) => a.action)).toEqual(['recharge.confirm']);
  });

  it('reject needs a reason; the member reads it and may pay again', async () => {
    const r = await reviewingRecharge(t, w.ofA);
    const short = await consolePost(t, w.sessions.financeA, '/staff/api/recharge/reject', {
      recharge_id: r.rechargeId,
      reason: ' ',
    });
    expect(short.code).toBe(-1);
    const ok = await consolePost(t, w.sessions.financeA, '/staff/api/recharge/reject', {
      recharge_id: r.rechargeId,
      reason: '凭证金额不符',
    });
    expect(ok.code).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(memberRecharge)
      .where(eq(memberRecharge.rechargeId, r.rechargeId));
    expect(row).toMatchObject({ status: 0, rejectReason: '凭证金额不符', voucher: '' });
  });
});
