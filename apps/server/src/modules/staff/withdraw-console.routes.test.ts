import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAccount, memberWithdraw, staffAuditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { addMember, loginToken } from '../auth/testing';
import { addShop } from './member-console.testing';
import { moneyOf, setMoney } from '../finance/member-money.testing';

type Row = { withdraw_id: number; status: number; username: string; member_balance: string };

describe('console withdrawals /staff/api/withdraw/*', () => {
  let t: TestApp;
  let token = '';
  let memberId = 0;
  let accountId = 0;
  let finance: ConsoleSession;
  let otherShop: ConsoleSession;
  let operator: ConsoleSession;
  const staff = <T>(s: ConsoleSession, verb: string, body: object = {}) =>
    consolePost<T>(t, s, `/staff/api/withdraw/${verb}`, body);
  const apply = async (amount: string) =>
    (
      await t.call<{ withdraw_id: number }>('/api/memberwithdraw/apply', {
        token,
        amount,
        account_id: accountId,
      })
    ).data.withdraw_id;
  const money = async () => {
    const row = await moneyOf(t.database.db, memberId);
    return { balance: row.balanceFen, frozen: row.balanceFrozenFen };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const own = await addShop(t, '康源自营', true);
    const other = await addShop(t, '百草堂');
    memberId = await addMember(t, { username: 'wdc_a' });
    await setMoney(t.database.db, memberId, { balanceFen: 100_000 });
    token = await loginToken(t, 'wdc_a');
    accountId = (
      await t.call<number>('/api/memberbankaccount/add', {
        token,
        withdraw_type: 'alipay',
        realname: '张三',
        mobile: '13800001111',
        account_number: '13800001111',
      })
    ).data;
    finance = await consoleSession(t, { role: 'finance', siteId: own });
    otherShop = await consoleSession(t, { role: 'admin', siteId: other });
    operator = await consoleSession(t, { role: 'operator', siteId: own });
  });
  afterAll(() => t.close());

  it('lists with filters, the member money and the account', async () => {
    const id = await apply('100');
    const list = await staff<{ count: number; list: Row[] }>(finance, 'lists', {
      status: 0,
      search: 'wdc_',
    });
    expect(list.code).toBe(0);
    expect(list.data.list[0]).toMatchObject({
      withdraw_id: id,
      username: 'wdc_a',
      member_balance: '900.00',
      member_balance_frozen: '100.00',
      account_number: '13800001111',
    });
    expect((await staff<{ count: number }>(finance, 'lists', { status: 2 })).data.count).toBe(0);
  });

  it('approves, then marks paid: the frozen amount leaves, both audited', async () => {
    const id = await apply('50');
    const before = await money();
    expect((await staff(finance, 'approve', { withdraw_id: id })).data).toEqual({
      withdraw_id: id,
      status: 1,
    });
    expect(await money()).toEqual(before);
    const paid = await staff(finance, 'paid', { withdraw_id: id, remark: '网银流水 20261126001' });
    expect(paid.data).toEqual({ withdraw_id: id, status: 2 });
    expect(await money()).toEqual({ balance: before.balance, frozen: before.frozen - 5_000 });
    const [row] = await t.database.db
      .select()
      .from(memberWithdraw)
      .where(eq(memberWithdraw.withdrawId, id));
    expect(row).toMatchObject({ status: 2, paidRemark: '网银流水 20261126001' });
    expect(row!.paidTime).not.toBeNull();
    const audit = await t.database.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, row!.withdrawNo));
    expect(audit.map((a) => a.action).sort()).toEqual(['withdraw.approve', 'withdraw.paid']);
  });

  it('rejects with a reason: frozen goes back to the balance with a ledger row', async () => {
    const id = await apply('30');
    const before = await money();
    const res = await staff(finance, 'reject', { withdraw_id: id, reason: '账户信息有误' });
    expect(res.data).toEqual({ withdraw_id: id, status: -1 });
    expect(await money()).toEqual({
      balance: before.balance + 3_000,
      frozen: before.frozen - 3_000,
    });
    const ledger = await t.database.db
      .select({ amount: memberAccount.amountFen })
      .from(memberAccount)
      .where(and(eq(memberAccount.relateId, id), eq(memberAccount.fromType, 'withdraw_reject')));
    expect(ledger).toEqual([{ amount: 3_000 }]);
    const info = await t.call<{ reject_reason: string; status: number }>(
      '/api/memberwithdraw/info',
      { token, id },
    );
    expect(info.data).toMatchObject({ status: -1, reject_reason: '账户信息有误' });
  });

  it('refuses moves from the wrong state, and a second approve', async () => {
    const id = await apply('20');
    expect((await staff(finance, 'paid', { withdraw_id: id, remark: '已转账' })).message).toBe(
      '该提现申请已被处理，请刷新后查看',
    );
    expect((await staff(finance, 'approve', { withdraw_id: id })).code).toBe(0);
    expect((await staff(finance, 'approve', { withdraw_id: id })).code).toBe(-1);
    expect((await staff(finance, 'reject', { withdraw_id: id, reason: '重复' })).code).toBe(-1);
    expect((await staff(finance, 'paid', { withdraw_id: id, remark: '已转账' })).code).toBe(0);
    expect((await staff(finance, 'paid', { withdraw_id: id, remark: '已转账' })).code).toBe(-1);
  });

  it('answers an unknown id as not found, bad input with a message', async () => {
    expect((await staff(finance, 'approve', { withdraw_id: 999_999 })).message).toBe(
      '提现记录不存在',
    );
    expect((await staff(finance, 'reject', { withdraw_id: 1, reason: '' })).code).toBe(-1);
    expect((await staff(finance, 'approve', { withdraw_id: 'x' })).code).toBe(-1);
  });

  it("refuses roles without withdraw.review and another shop's staff", async () => {
    const id = await apply('10');
    expect((await staff(operator, 'lists')).code).toBe(-1);
    expect((await staff(operator, 'approve', { withdraw_id: id })).code).toBe(-1);
    const other = await staff(otherShop, 'approve', { withdraw_id: id });
    expect(other).toMatchObject({ code: -1, message: '提现由平台或自营店铺的财务处理' });
    const [row] = await t.database.db
      .select({ status: memberWithdraw.status })
      .from(memberWithdraw)
      .where(eq(memberWithdraw.withdrawId, id));
    expect(row!.status).toBe(0);
  });
});
