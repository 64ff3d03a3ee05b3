import type { ConsoleSettings } from '@shop/contracts/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { post } from '../auth/testing';
import { newBuyer, seedCartFixture, type CartFixture } from '../cart/cart.testing';

/*
 * The member centre's settings in the console (issue 16): recharge, withdrawal, 账期 statement
 * and licence gate, read by members' pages at once; bad values refused, changing nothing.
 */
describe('member centre settings in the console', () => {
  let t: TestApp;
  let f: CartFixture;
  let platform: ConsoleSession;
  let buyer: { memberId: number; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedCartFixture(t.database.db);
    platform = await consoleSession(t, { role: 'admin', siteId: f.shops.main, platform: true });
    buyer = await newBuyer(t.database.db);
  });
  afterAll(() => t.close());

  const get = async () =>
    (await consolePost<ConsoleSettings>(t, platform, '/staff/api/settings/get')).data;
  const set = (body: object) =>
    consolePost<ConsoleSettings>(t, platform, '/staff/api/settings/set', body);
  const member = <T>(path: string, body: object = {}) =>
    post<T>(t, path, { token: buyer.token, ...body });

  it('answers the defaults the member pages use', async () => {
    const settings = await get();
    expect(settings.recharge).toEqual(
      (await member('/memberrecharge/api/memberrecharge/config')).data,
    );
    expect(settings.withdraw).toEqual({
      is_use: 1,
      min: '10.00',
      rate_bp: 60,
      transfer_types: ['bank', 'alipay'],
    });
    expect(settings.credit_statement).toEqual({ settle_day: 1, due_days: 15 });
    expect(settings.licence_gate).toEqual({ enabled: false });
  });

  it('saves recharge amounts and packages; packages keep their ids, new ones take fresh ids', async () => {
    const before = await get();
    const [first, , third] = before.recharge.packages;
    const res = await set({
      recharge: {
        min_amount: '50',
        max_amount: '20000.5',
        packages: [
          { id: third!.id, name: '充2000送88', amount: '2000', bonus: '88.8' },
          { name: '新套餐', amount: '300', bonus: '0' },
          { id: first!.id, name: first!.name, amount: first!.amount, bonus: first!.bonus },
        ],
      },
    });
    expect(res.code).toBe(0);
    const config = await member<ConsoleSettings['recharge']>(
      '/memberrecharge/api/memberrecharge/config',
    );
    expect(config.data).toEqual(res.data.recharge);
    expect(config.data).toMatchObject({ min_amount: '50.00', max_amount: '20000.50' });
    const ids = config.data.packages.map((p) => p.id);
    expect(ids[0]).toBe(third!.id);
    expect(ids[2]).toBe(first!.id);
    expect(ids[1]).toBeGreaterThan(Math.max(...before.recharge.packages.map((p) => p.id)));
    expect(config.data.packages[0]).toMatchObject({ amount: '2000.00', bonus: '88.80' });
    // A member recharging the new package pays its amount.
    const made = await member<{ recharge_id: number }>('/memberrecharge/api/ordercreate/create', {
      package_id: ids[1],
    });
    const detail = await member<{ amount: string }>('/memberrecharge/api/order/info', {
      recharge_id: made.data.recharge_id,
    });
    expect(detail.data.amount).toBe('300.00');
  });

  it('refuses bad recharge settings and keeps the old ones', async () => {
    const before = (await get()).recharge;
    const pkg = { name: '套餐', amount: '100', bonus: '0' };
    for (const recharge of [
      { min_amount: '500', max_amount: '100', packages: [] },
      { min_amount: '0', max_amount: '100', packages: [] },
      { min_amount: '1.234', max_amount: '100', packages: [] },
      { min_amount: '1', max_amount: '100', packages: [{ ...pkg, amount: '-5' }] },
      { min_amount: '1', max_amount: '100', packages: [{ ...pkg, name: ' ' }] },
      { min_amount: '1', max_amount: '100', packages: Array.from({ length: 11 }, () => pkg) },
    ]) {
      const res = await set({ recharge });
      expect(res.code, JSON.stringify(recharge)).toBe(-1);
      expect(res.message).not.toBe('');
    }
    expect((await get()).recharge).toEqual(before);
  });

  it('saves withdrawal rules the apply page reads; refuses a fee above 100 % or no account kind', async () => {
    const res = await set({
      withdraw: { is_use: 1, min: '100', rate_bp: 150, transfer_types: ['bank'] },
    });
    expect(res.code).toBe(0);
    const config = await member<{ min: string; rate_bp: number; transfer_types: string[] }>(
      '/api/memberwithdraw/config',
    );
    expect(config.data).toMatchObject({ min: '100.00', rate_bp: 150, transfer_types: ['bank'] });
    for (const withdraw of [
      { is_use: 1, min: '100', rate_bp: 10_001, transfer_types: ['bank'] },
      { is_use: 1, min: '100', rate_bp: 10, transfer_types: [] },
      { is_use: 1, min: '100', rate_bp: 10, transfer_types: ['bank', 'bank'] },
      { is_use: 2, min: '100', rate_bp: 10, transfer_types: ['bank'] },
      { is_use: 1, min: '0', rate_bp: 10, transfer_types: ['bank'] },
    ])
      expect((await set({ withdraw })).code, JSON.stringify(withdraw)).toBe(-1);
    expect((await get()).withdraw.rate_bp).toBe(150);
    await set({ withdraw: { is_use: 0, min: '100', rate_bp: 150, transfer_types: ['bank'] } });
    expect((await member<{ is_use: number }>('/api/memberwithdraw/config')).data.is_use).toBe(0);
  });

  it('saves the statement day and days to repay the statement page shows', async () => {
    expect((await set({ credit_statement: { settle_day: 29, due_days: 10 } })).code).toBe(-1);
    expect((await set({ credit_statement: { settle_day: 5, due_days: 91 } })).code).toBe(-1);
    expect((await set({ credit_statement: { settle_day: 10, due_days: 20 } })).code).toBe(0);
    const statement = await member<{ settle_day: number; due_days: number }>(
      '/api/memberaccount/statement',
    );
    expect(statement.data).toMatchObject({ settle_day: 10, due_days: 20 });
  });

  it('turns the licence gate on and off for buying at once, and audits every change', async () => {
    const add = () =>
      post(t, '/api/cart/add', { token: buyer.token, sku_id: f.goods.plain.skuId, num: 1 });
    expect((await add()).code).toBe(0);
    expect((await set({ licence_gate: { enabled: true } })).code).toBe(0);
    expect(await add()).toMatchObject({ code: -1, message: '资质审核中，审核通过后可购买' });
    expect((await set({ licence_gate: { enabled: false } })).code).toBe(0);
    expect((await add()).code).toBe(0);
    const audited = await t.database.db
      .select({ action: staffAuditLog.action, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.staffId, platform.staffId));
    const actions = audited.map((a) => a.action);
    for (const action of [
      'settings.recharge',
      'settings.withdraw',
      'settings.credit_statement',
      'settings.licence_gate',
    ])
      expect(actions).toContain(action);
    expect(audited.at(-1)?.after).toEqual({ enabled: false });
  });
});
