import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpKey, staffAuditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { addShop } from '../staff/staff.testing';
import { createErpKey, openPost, type TestErpKey } from './erp.testing';

type KeyPage = {
  count: number;
  list: Array<{ key_id: string; note: string; scopes: string[]; status: number }>;
};
type CallPage = { count: number; list: Array<{ key_id: string; path: string; code: number }> };

describe('the console ERP keys (issue 26)', () => {
  let t: TestApp;
  let siteA: number;
  let key: TestErpKey;
  let otherAdmin: ConsoleSession;

  beforeAll(async () => {
    t = await createTestApp();
    siteA = await addShop(t, '甲药房');
    const siteB = await addShop(t, '乙药房');
    key = await createErpKey(t, {
      siteId: siteA,
      scopes: ['goods', 'stock', 'goods'],
      allowedIps: ['10.26.0.0/16'],
      note: '金蝶同步',
    });
    otherAdmin = await consoleSession(t, { role: 'admin', siteId: siteB });
  });
  afterAll(() => t.close());

  it('creates a key whose secret is answered once and listed never', async () => {
    expect(key.keyId).toMatch(/^ak_[0-9a-f]{24}$/);
    expect(key.secret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    const list = await consolePost<KeyPage>(t, key.admin, '/staff/api/erpkey/lists', {});
    expect(list.data).toMatchObject({
      count: 1,
      list: [
        {
          key_id: key.keyId,
          note: '金蝶同步',
          scopes: ['goods', 'stock'],
          allowed_ips: ['10.26.0.0/16'],
          status: 1,
          site_id: siteA,
          created_by: key.admin.staffId,
          last_used_time: null,
          previous_valid_until: null,
        },
      ],
    });
    expect(JSON.stringify(list)).not.toContain(key.secret);
    const audit = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, key.keyId));
    expect(audit.map((row) => row.action)).toEqual(['erp.key_add']);
    expect(JSON.stringify(audit)).not.toContain(key.secret);
  });

  it('refuses bad input with a message and creates nothing', async () => {
    for (const body of [
      { note: '', scopes: ['goods'] },
      { note: '无权限', scopes: [] },
      { note: '错权限', scopes: ['everything'] },
      { note: '坏地址', scopes: ['goods'], allowed_ips: ['10.0.0.300'] },
      { note: '坏网段', scopes: ['goods'], allowed_ips: ['10.0.0.0/40'] },
    ]) {
      const res = await consolePost(t, key.admin, '/staff/api/erpkey/add', body);
      expect(res.code, JSON.stringify(body)).toBe(-1);
      expect(res.message).not.toBe('');
    }
    expect(await t.database.db.select().from(erpKey)).toHaveLength(1);
    const rotate = await consolePost(t, key.admin, '/staff/api/erpkey/rotate', {
      key_id: key.keyId,
      grace_minutes: -5,
    });
    expect(rotate.code).toBe(-1);
  });

  it("keeps another shop's administrator away from the key, as if it did not exist", async () => {
    const lists = await consolePost<KeyPage>(t, otherAdmin, '/staff/api/erpkey/lists', {});
    expect(lists.data).toMatchObject({ count: 0, list: [] });
    for (const [verb, body] of [
      ['disable', { key_id: key.keyId }],
      ['enable', { key_id: key.keyId }],
      ['rotate', { key_id: key.keyId, grace_minutes: 10 }],
      ['calls', { key_id: key.keyId }],
    ] as const)
      expect(
        await consolePost(t, otherAdmin, `/staff/api/erpkey/${verb}`, body),
        verb,
      ).toMatchObject({ code: -1, message: 'API 密钥不存在', data: null });
    const [row] = await t.database.db.select().from(erpKey).where(eq(erpKey.keyId, key.keyId));
    expect(row).toMatchObject({ status: 1, previousSecretSealed: null });
  });

  it('pages the call log, of one key when asked, and shows the last use', async () => {
    const second = await createErpKey(t, { siteId: siteA, scopes: ['prices'] });
    await openPost(t, key, '/open/api/v1/ping');
    await openPost(t, key, '/open/api/v1/ping', {}, { ip: '10.26.5.5' });
    // Refused for its address before the key is proven: not in the log.
    await openPost(t, key, '/open/api/v1/ping', {}, { ip: '172.16.0.1' });
    await openPost(t, second, '/open/api/v1/ping');
    const all = await consolePost<CallPage>(t, key.admin, '/staff/api/erpkey/calls', {});
    expect(all.data.count).toBe(3);
    const one = await consolePost<CallPage>(t, key.admin, '/staff/api/erpkey/calls', {
      key_id: key.keyId,
      page_size: 1,
    });
    expect(one.data).toMatchObject({ count: 2, page_count: 2 });
    expect(one.data.list).toEqual([
      expect.objectContaining({ key_id: key.keyId, path: '/open/api/v1/ping', ip: '10.26.5.5' }),
    ]);
    const keys = await consolePost<{ list: Array<{ key_id: string; last_used_time: number }> }>(
      t,
      key.admin,
      '/staff/api/erpkey/lists',
      {},
    );
    const used = keys.data.list.find((row) => row.key_id === key.keyId);
    expect(used?.last_used_time).toBeGreaterThan(Date.now() / 1000 - 60);
    const otherCalls = await consolePost<CallPage>(t, otherAdmin, '/staff/api/erpkey/calls', {});
    expect(otherCalls.data).toMatchObject({ count: 0, list: [] });
  });

  it('refuses the key pages to an operator', async () => {
    const operator = await consoleSession(t, { role: 'operator', siteId: siteA });
    expect(await consolePost(t, operator, '/staff/api/erpkey/lists', {})).toMatchObject({
      code: -1,
      message: '当前账号无权进行此操作',
    });
  });
});
