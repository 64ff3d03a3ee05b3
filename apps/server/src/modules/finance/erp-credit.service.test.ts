import { ErpCreditRowSchema, judgeErpRows, rowKey, summariseErpRows } from '@shop/contracts/erp';
import type { LedgerRow } from '@shop/contracts/member';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken } from '../auth/testing';
import { member } from '../member/member.tables';
import { applyErpCredit } from './erp-credit.service';
import { memberAccount } from './finance.tables';
import { moneyOf, setMoney } from './member-money.testing';

/** The shop whose ERP key sends the batches (recorded on each ledger row). */
const SITE = 7;

describe('credit (账期) from the ERP by customer code (issue 26)', () => {
  let t: TestApp;
  let ids: { zhang: number; li: number; wang: number; plain: number };

  /** As the open route does: rows judged against the schema, then the accepted ones applied. */
  const apply = async (rows: unknown[], dryRun = false) => {
    const { accepted, refused } = judgeErpRows(ErpCreditRowSchema, rows, rowKey('erp_code'));
    const results = await applyErpCredit(t.database.db, SITE, accepted, { lang: 'en-US', dryRun });
    return [...refused, ...results];
  };
  const creditOf = async (memberId: number) => {
    const row = await moneyOf(t.database.db, memberId);
    return { limit: row.creditLimitFen, used: row.creditUsedFen };
  };
  const ledgerOf = (memberId: number) =>
    t.database.db
      .select()
      .from(memberAccount)
      .where(eq(memberAccount.memberId, memberId))
      .orderBy(asc(memberAccount.id));
  const setCode = async (memberId: number, erpCode: string, limit = 0, used = 0) => {
    await t.database.db.update(member).set({ erpCode }).where(eq(member.memberId, memberId));
    await setMoney(t.database.db, memberId, { creditLimitFen: limit, creditUsedFen: used });
  };

  beforeAll(async () => {
    t = await createTestApp();
    ids = {
      zhang: await addMember(t, { username: 'erp_zhang' }),
      li: await addMember(t, { username: 'erp_li' }),
      wang: await addMember(t, { username: 'erp_wang' }),
      plain: await addMember(t, { username: 'erp_plain' }),
    };
    await setCode(ids.zhang, 'KH001');
    await setCode(ids.li, 'KH002', 100_000, 20_000);
    await setCode(ids.wang, 'KH003', 300_000, 50_000);
  }, 60_000);
  afterAll(() => t.close());

  const batch = [
    { erp_code: 'KH001', credit_limit: '5000.00', credit_used: '0' },
    { erp_code: 'KH002', credit_limit: '1000.00', credit_used: '200.00' },
    { erp_code: 'KH404', credit_limit: '10.00', credit_used: '0.00' },
    { erp_code: 'KH003', credit_limit: 'lots', credit_used: '0.00' },
    { erp_code: 'KH001', credit_limit: '1.00', credit_used: '0.00' },
  ];

  it('a dry run answers each row and writes nothing', async () => {
    const summary = summariseErpRows(await apply(batch, true));
    expect(summary).toMatchObject({ created: 0, updated: 1, unchanged: 1, refused: 3 });
    expect(await creditOf(ids.zhang)).toEqual({ limit: 0, used: 0 });
    expect(await t.database.db.select().from(memberAccount)).toHaveLength(0);
  });

  it('sets each known member’s credit, leaves the same values alone, refuses each bad row', async () => {
    const summary = summariseErpRows(await apply(batch));
    expect(summary).toMatchObject({ created: 0, updated: 1, unchanged: 1, refused: 3 });
    expect(summary.rows.map((r) => [r.index, r.key, r.status, r.field])).toEqual([
      [0, 'KH001', 'updated', undefined],
      [1, 'KH002', 'unchanged', undefined],
      [2, 'KH404', 'refused', 'erp_code'],
      [3, 'KH003', 'refused', 'credit_limit'],
      [4, 'KH001', 'refused', 'erp_code'],
    ]);
    expect(summary.rows[2]?.reason).toBe('No member has this ERP customer code');
    expect(summary.rows[4]?.reason).toBe('This ERP customer code is already in the batch');
    expect(await creditOf(ids.zhang)).toEqual({ limit: 500_000, used: 0 });
    expect(await creditOf(ids.li)).toEqual({ limit: 100_000, used: 20_000 });
    // A refused row and a member the batch does not name are not touched.
    expect(await creditOf(ids.wang)).toEqual({ limit: 300_000, used: 50_000 });
    expect(await creditOf(ids.plain)).toEqual({ limit: 0, used: 0 });
    const ledger = await ledgerOf(ids.zhang);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      accountType: 'limit',
      amountFen: 500_000,
      fromType: 'erp',
      relateId: SITE,
      linkKind: 'erp',
      linkId: SITE,
      linkNo: 'KH001',
    });
    expect(await ledgerOf(ids.li)).toHaveLength(0);
    expect(await ledgerOf(ids.wang)).toHaveLength(0);
  });

  it('the same batch twice changes nothing and writes no ledger row', async () => {
    const before = await t.database.db.select().from(memberAccount);
    const summary = summariseErpRows(await apply(batch));
    expect(summary).toMatchObject({ created: 0, updated: 0, unchanged: 2, refused: 3 });
    expect(await t.database.db.select().from(memberAccount)).toHaveLength(before.length);
  });

  it('a balance owed that moves writes a credit row signed like a payment on account', async () => {
    await apply([{ erp_code: 'KH001', credit_limit: '5000.00', credit_used: '1234.56' }]);
    expect(await creditOf(ids.zhang)).toEqual({ limit: 500_000, used: 123_456 });
    await apply([{ erp_code: 'KH001', credit_limit: '4000', credit_used: '0.00' }]);
    expect(await creditOf(ids.zhang)).toEqual({ limit: 400_000, used: 0 });
    const moves = (await ledgerOf(ids.zhang)).map((r) => [r.accountType, r.amountFen]);
    expect(moves).toEqual([
      ['limit', 500_000],
      ['credit', -123_456],
      ['limit', -100_000],
      ['credit', 123_456],
    ]);
  });

  it('the member reads the changes in the ledger as ERP rows', async () => {
    const token = await loginToken(t, 'erp_zhang');
    const page = await t.call<{ list: LedgerRow[] }>('/api/memberaccount/page', {
      app_type: 'pc',
      token,
    });
    expect(page.code).toBe(0);
    expect(page.data.list.map((r) => [r.account_type, r.from_type, r.amount, r.link])).toEqual([
      ['credit', 'erp', '1234.56', null],
      ['limit', 'erp', '-1000.00', null],
      ['credit', 'erp', '-1234.56', null],
      ['limit', 'erp', '5000.00', null],
    ]);
  });

  it('1,000 changed rows are one read and two writes, well under a second', async () => {
    const codes = Array.from({ length: 1000 }, (_, i) => `BULK${String(i).padStart(4, '0')}`);
    const added = await t.database.db
      .insert(member)
      .values(
        codes.map((code, i) => ({
          username: `bulk_${i}`,
          passwordHash: 'x',
          nickname: `bulk ${i}`,
          invitationCode: `B${code}`,
          erpCode: code,
        })),
      )
      .returning({ id: member.memberId });
    const rows = codes.map((erp_code, i) => ({
      erp_code,
      credit_limit: `${1000 + i}.50`,
      credit_used: `${i}.25`,
    }));
    const started = performance.now();
    const summary = summariseErpRows(await apply(rows));
    const took = performance.now() - started;
    expect(summary.updated).toBe(1000);
    expect(took, `${took.toFixed(0)} ms`).toBeLessThan(1000);
    const ledger = await t.database.db
      .select({ id: memberAccount.id })
      .from(memberAccount)
      .where(
        inArray(
          memberAccount.memberId,
          added.map((a) => a.id),
        ),
      );
    // Each member: the line moved and the balance owed moved.
    expect(ledger).toHaveLength(2000);
    expect(summariseErpRows(await apply(rows)).unchanged).toBe(1000);
  }, 60_000);
});
