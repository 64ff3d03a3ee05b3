import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberMoney } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken } from '../auth/testing';
import {
  changeBalance,
  debitBalance,
  findMemberMoney,
  freezeBalance,
  setCreditLimit,
  useCredit,
} from './member-money.repository';

/* ADR 0025: a member's money row is made by its first change; before that it has zeros. */
describe('member_money, made lazily', () => {
  let t: TestApp;
  const rowsOf = (memberId: number) =>
    t.database.db.select().from(memberMoney).where(eq(memberMoney.memberId, memberId));

  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('reads zeros for a member without a row, on the account and info pages too', async () => {
    const memberId = await addMember(t, { username: 'money_none' });
    const token = await loginToken(t, 'money_none');
    expect(await rowsOf(memberId)).toEqual([]);
    expect(await findMemberMoney(t.database.db, memberId)).toEqual({
      balanceFen: 0,
      balanceFrozenFen: 0,
      creditLimitFen: 0,
      creditUsedFen: 0,
      hasPayPassword: false,
    });
    const info = await t.call<{ balance: string }>('/api/member/info', { token });
    expect(info.data.balance).toBe('0.00');
    const account = await t.call<{ balance: string; credit_available: string }>(
      '/api/memberaccount/info',
      { token },
    );
    expect(account.data).toMatchObject({ balance: '0.00', credit_available: '0.00' });
    expect(await findMemberMoney(t.database.db, 999_999)).toBeUndefined();
  });

  it('refuses to take what a member without a row does not have, leaving zeros', async () => {
    const memberId = await addMember(t, { username: 'money_refused' });
    expect(await debitBalance(t.database.db, memberId, 1)).toBe(false);
    expect(await useCredit(t.database.db, memberId, 1)).toBe(false);
    expect(await freezeBalance(t.database.db, memberId, 1)).toBe(false);
    expect(await changeBalance(t.database.db, memberId, -1)).toBeUndefined();
    expect(await rowsOf(memberId)).toMatchObject([
      { balanceFen: 0, balanceFrozenFen: 0, creditLimitFen: 0, creditUsedFen: 0 },
    ]);
  });

  it('the first change makes the row, the next ones keep their conditions', async () => {
    const memberId = await addMember(t, { username: 'money_first' });
    expect(await changeBalance(t.database.db, memberId, 12_345)).toMatchObject({
      balanceFen: 12_345,
    });
    expect(await debitBalance(t.database.db, memberId, 12_346)).toBe(false);
    expect(await debitBalance(t.database.db, memberId, 12_345)).toBe(true);
    expect(await setCreditLimit(t.database.db, memberId, 5_000)).toMatchObject({
      creditLimitFen: 5_000,
    });
    expect(await useCredit(t.database.db, memberId, 5_001)).toBe(false);
    expect(await useCredit(t.database.db, memberId, 5_000)).toBe(true);
    expect(await setCreditLimit(t.database.db, memberId, 4_999)).toBeUndefined();
    expect(await rowsOf(memberId)).toMatchObject([
      { balanceFen: 0, balanceFrozenFen: 0, creditLimitFen: 5_000, creditUsedFen: 5_000 },
    ]);
  });
});
