import type { ConsoleSettings } from '@shop/contracts/settings';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { addMember, loginToken, upload } from '../auth/testing';
import { anyShopId, insertTestOrder } from '../order/order.testing';

const voucherPng = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#36a' } })
    .png()
    .toBuffer();

describe('console settings (issue 15)', () => {
  let t: TestApp;
  let platform: ConsoleSession;
  let shopAdmin: ConsoleSession;
  let operator: ConsoleSession;
  let token = '';
  let outTradeNo = '';
  let createdAt = new Date();
  let memberId = 0;
  let siteId = 0;
  const newOrder = () => insertTestOrder(t, { memberId, siteId, moneyFen: 1_000, createdAt });

  beforeAll(async () => {
    t = await createTestApp();
    siteId = await anyShopId(t);
    platform = await consoleSession(t, { role: 'admin', siteId, platform: true });
    shopAdmin = await consoleSession(t, { role: 'admin', siteId });
    operator = await consoleSession(t, { role: 'operator', siteId });
    memberId = await addMember(t, { username: 'settings_buyer' });
    token = await loginToken(t, 'settings_buyer');
    createdAt = new Date(Date.now() - 60_000);
    outTradeNo = (await newOrder()).outTradeNo;
  });
  afterAll(() => t.close());

  const get = (session: ConsoleSession) =>
    consolePost<ConsoleSettings>(t, session, '/staff/api/settings/get');
  const set = (session: ConsoleSession, body: object) =>
    consolePost<ConsoleSettings>(t, session, '/staff/api/settings/set', body);
  const payInfo = (no = outTradeNo) =>
    t.call<{
      offline: { bank_name: string; account_name: string; account_no: string };
      status: number;
      voucher: string;
      close_time: number | null;
    }>('/api/pay/info', { out_trade_no: no, token });

  it('answers the settings in force, defaults included', async () => {
    const res = await get(platform);
    expect(res.code).toBe(0);
    expect(res.data.site).toEqual({ closed: false, closed_message: '' });
    expect(res.data.order.pay_timeout_minutes).toBe(t.config.orderPayTimeoutMinutes);
    // No transfer account until the shop sets one: never a made-up one buyers could pay into.
    const none = { bank_name: '', account_name: '', account_no: '' };
    expect(res.data.offline_account).toEqual(none);
    expect((await payInfo()).data.offline).toEqual(none);
  });

  it('refuses a shop’s own admin (settings are the whole mall’s) and roles without the right', async () => {
    expect((await get(shopAdmin)).message).toBe(
      '站点设置是整个商城的设置，只有平台账号可以查看和修改',
    );
    expect((await set(shopAdmin, { order: { pay_timeout_minutes: 60 } })).code).toBe(-1);
    expect((await get(operator)).message).toMatch(/无权/);
  });

  it('closes the site with a message buyers read (code -3), while the console keeps working', async () => {
    const res = await set(platform, {
      site: { closed: true, closed_message: '系统升级，预计 2 小时' },
    });
    expect(res.data.site).toEqual({ closed: true, closed_message: '系统升级，预计 2 小时' });
    const buyer = await t.call('/api/member/info', { token });
    expect(buyer).toMatchObject({ code: -3, message: '系统升级，预计 2 小时' });
    expect((await get(platform)).code).toBe(0);
    // Staff keep reading the storefront's calls (the console's shop list) while it is closed.
    const shops = await t.app.inject({
      method: 'POST',
      url: '/api/shop/page',
      payload: {},
      headers: { cookie: operator.cookie },
    });
    expect(shops.json()).toMatchObject({ code: 0 });
    expect((await t.call('/api/shop/page', {})).code).toBe(-3);
    await set(platform, { site: { closed: true } });
    expect((await t.call('/api/member/info', { token })).message).toBe('站点维护中，暂停访问');
    await set(platform, { site: { closed: false } });
    expect((await t.call('/api/member/info', { token })).code).toBe(0);
  });

  it('refuses a transfer until the account is set, changing nothing; then shows it and takes it', async () => {
    const { outTradeNo: paying } = await newOrder();
    const voucher = (
      await upload<{ pic_path: string }>(
        t,
        '/api/upload/payvoucher',
        { data: await voucherPng(), filename: 'v.png', contentType: 'image/png' },
        { token },
      )
    ).data.pic_path;
    const transfer = () =>
      t.call<{ status: number }>('/api/pay/pay', {
        out_trade_no: paying,
        pay_type: 'offline',
        voucher,
        token,
      });
    expect(await transfer()).toMatchObject({
      code: -1,
      message: '商家尚未设置收款账户，暂不支持线下转账',
    });
    expect((await payInfo(paying)).data).toMatchObject({ status: 0, voucher: '' });

    const account = {
      bank_name: '招商银行杭州分行',
      account_name: '康源医药',
      account_no: '6225 8812 3456 7890',
    };
    const res = await set(platform, { offline_account: account });
    expect(res.data.offline_account).toEqual(account);
    expect((await payInfo()).data.offline).toEqual(account);
    expect(await transfer()).toMatchObject({ code: 0, data: { status: 2 } });
    expect((await payInfo(paying)).data).toMatchObject({ status: 2, voucher });
  });

  it('changes the unpaid-order timeout the orders and the pay page use', async () => {
    const res = await set(platform, { order: { pay_timeout_minutes: 30 } });
    expect(res.data.order.pay_timeout_minutes).toBe(30);
    expect((await payInfo()).data.close_time).toBe(createdAt.getTime() + 30 * 60_000);
  });

  it('refuses bad input and changes nothing', async () => {
    for (const bad of [
      {},
      { order: { pay_timeout_minutes: 4 } },
      { order: { pay_timeout_minutes: 60 * 24 * 30 + 1 } },
      { order: { pay_timeout_minutes: 'abc' } },
      { order: { pay_timeout_minutes: 10.5 } },
      { offline_account: { bank_name: '', account_name: '康源', account_no: '62258812' } },
      { offline_account: { bank_name: '招行', account_name: '康源', account_no: 'abc' } },
      { site: { closed: 'yes' } },
      { site: { closed: true, closed_message: '长'.repeat(201) } },
    ]) {
      const res = await set(platform, bad);
      expect(res.code, JSON.stringify(bad)).toBe(-1);
      expect(res.message).not.toBe('');
    }
    expect((await get(platform)).data.order.pay_timeout_minutes).toBe(30);
    expect((await t.call('/api/member/info', { token })).code).toBe(0);
  });

  it('audits each change with the values before and after', async () => {
    const logs = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'settings.pay_timeout'))
      .orderBy(asc(staffAuditLog.id));
    expect(logs.map((l) => [l.before, l.after, l.staffId])).toEqual([
      [{ minutes: t.config.orderPayTimeoutMinutes }, { minutes: 30 }, platform.staffId],
    ]);
    const site = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'settings.site_status'))
      .orderBy(asc(staffAuditLog.id));
    expect(site[0]!.after).toEqual({ closed: true, message: '系统升级，预计 2 小时' });
    expect(site).toHaveLength(3);
  });

  it('sets the sign-in rewards (issue 16), audited; repeated streak days are refused', async () => {
    const rules = {
      enabled: true,
      point: 8,
      growth: 3,
      streak_rewards: [
        { days: 7, point: 50, growth: 20 },
        { days: 3, point: 10, growth: 5 },
      ],
    };
    const repeated = {
      ...rules,
      streak_rewards: [rules.streak_rewards[0], rules.streak_rewards[0]],
    };
    expect((await set(platform, { signin: repeated })).code).toBe(-1);
    const res = await set(platform, { signin: rules });
    expect(res.code).toBe(0);
    // Stored with the streak days in order.
    expect(res.data.signin.streak_rewards.map((r) => r.days)).toEqual([3, 7]);
    const info = await t.call<{ rules: { point: number } }>('/api/membersignin/info', { token });
    expect(info.data.rules.point).toBe(8);
    const [log] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'settings.signin'));
    expect(log?.after).toEqual(rules);
  });
});

/** Real concurrent transactions need real PostgreSQL (PGlite runs one at a time). */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'console settings saved at once by two staff (PostgreSQL)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('take turns: each audit’s before is the other’s after, the last one stays', async () => {
      const siteId = await anyShopId(t);
      const a = await consoleSession(t, { role: 'admin', siteId, platform: true });
      const b = await consoleSession(t, { role: 'admin', siteId, platform: true });
      const results = await Promise.all([
        consolePost(t, a, '/staff/api/settings/set', { order: { pay_timeout_minutes: 60 } }),
        consolePost(t, b, '/staff/api/settings/set', { order: { pay_timeout_minutes: 90 } }),
      ]);
      expect(results.map((r) => r.code)).toEqual([0, 0]);
      const logs = await t.database.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.action, 'settings.pay_timeout'))
        .orderBy(asc(staffAuditLog.id));
      expect(logs).toHaveLength(2);
      expect(logs[1]!.before).toEqual(logs[0]!.after);
      const now = await consolePost<ConsoleSettings>(t, a, '/staff/api/settings/get');
      expect({ minutes: now.data.order.pay_timeout_minutes }).toEqual(logs[1]!.after);
    });
  },
);
