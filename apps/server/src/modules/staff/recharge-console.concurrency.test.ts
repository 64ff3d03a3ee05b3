import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAccount } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost } from '../auth/staff-console.testing';
import { memberConsoleWorld, type MemberConsoleWorld } from './member-console.testing';
import { reviewingRecharge } from './recharge-console.testing';
import { moneyOf } from '../finance/member-money.testing';

/** Real concurrent transactions need real PostgreSQL (PGlite runs one at a time). */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'console recharge review under concurrency (PostgreSQL)',
  () => {
    let t: TestApp;
    let w: MemberConsoleWorld;
    beforeAll(async () => {
      t = await createTestApp();
      w = await memberConsoleWorld(t);
    });
    afterAll(() => t.close());

    it('confirms and rejects of one recharge at once: exactly one wins, credited at most once', async () => {
      for (let round = 0; round < 3; round += 1) {
        const before = (await moneyOf(t.database.db, w.ofA)).balanceFen;
        const r = await reviewingRecharge(t, w.ofA);
        const body = { recharge_id: r.rechargeId };
        const results = await Promise.all([
          consolePost(t, w.sessions.financeA, '/staff/api/recharge/confirm', body),
          consolePost(t, w.sessions.platform, '/staff/api/recharge/reject', {
            ...body,
            reason: '未到账',
          }),
          consolePost(t, w.sessions.adminA, '/staff/api/recharge/confirm', body),
        ]);
        const winners = results.filter((res) => res.code === 0);
        expect(winners).toHaveLength(1);
        const ledger = await t.database.db
          .select()
          .from(memberAccount)
          .where(eq(memberAccount.relateId, r.rechargeId));
        const credited = ledger.reduce((sum, l) => sum + l.amountFen, 0);
        expect([0, 102_000]).toContain(credited);
        expect((await moneyOf(t.database.db, w.ofA)).balanceFen).toBe(before + credited);
      }
    });
  },
);
