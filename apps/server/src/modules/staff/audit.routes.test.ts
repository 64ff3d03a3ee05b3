import type { AuditPage } from '@shop/contracts/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { addShop } from './staff.testing';

const LISTS = '/staff/api/audit/lists';

describe('audit log search (issue 15)', () => {
  let t: TestApp;
  let siteA: number;
  let siteB: number;
  let platform: ConsoleSession;
  let shopAdmin: ConsoleSession;

  /** Shop time (UTC+8) as a Date. */
  const shopTime = (iso: string) => new Date(`${iso}+08:00`);

  beforeAll(async () => {
    t = await createTestApp();
    siteA = await addShop(t, '审计甲店');
    siteB = await addShop(t, '审计乙店');
    platform = await consoleSession(t, { role: 'admin', siteId: siteA, platform: true });
    shopAdmin = await consoleSession(t, { role: 'admin', siteId: siteA });
    const entry = (
      id: number,
      siteId: number,
      username: string,
      action: string,
      target: [string, string],
      at: string,
    ) => ({
      id,
      staffId: 1,
      username,
      siteId,
      action,
      targetType: target[0],
      targetId: target[1],
      before: { status: 0 },
      after: { status: 1 },
      remark: '备注',
      ip: '10.0.0.1',
      createdAt: shopTime(at),
    });
    await t.database.db
      .insert(staffAuditLog)
      .values([
        entry(
          9001,
          siteA,
          'Finance1',
          'order.voucher_confirm',
          ['order', '11'],
          '2026-03-01T09:00:00',
        ),
        entry(9002, siteA, 'operator1', 'order.ship', ['order', '11'], '2026-03-02T23:59:00'),
        entry(9003, siteA, 'operator1', 'goods.price', ['goods', '5'], '2026-03-03T00:00:00'),
        entry(9004, siteB, 'operatorB', 'order.ship', ['order', '12'], '2026-03-02T10:00:00'),
        entry(9005, 0, 'admin', 'settings.site', ['setting', 'site'], '2026-03-04T10:00:00'),
        entry(9006, siteA, 'admin', 'order%x', ['order', '13'], '2026-03-05T10:00:00'),
      ]);
  });
  afterAll(() => t.close());

  const search = async (session: ConsoleSession, body: object = {}) => {
    const res = await consolePost<AuditPage>(t, session, LISTS, body);
    expect(res.code, res.message).toBe(0);
    return res.data;
  };
  const ids = (page: AuditPage) => page.list.map((e) => e.id);

  it('shows a shop account its shop only, a platform account everything, newest first', async () => {
    expect(ids(await search(shopAdmin))).toEqual([9006, 9003, 9002, 9001]);
    expect(ids(await search(platform))).toEqual([9006, 9005, 9003, 9002, 9004, 9001]);
    const [first] = (await search(platform, { page_size: 1 })).list;
    expect(first).toMatchObject({
      id: 9006,
      username: 'admin',
      site_id: siteA,
      action: 'order%x',
      target_type: 'order',
      target_id: '13',
      before: { status: 0 },
      after: { status: 1 },
      remark: '备注',
      create_time: Math.floor(shopTime('2026-03-05T10:00:00').getTime() / 1000),
    });
  });

  it('filters by username, action prefix and target', async () => {
    expect(ids(await search(shopAdmin, { username: 'OPERATOR1' }))).toEqual([9003, 9002]);
    expect(ids(await search(platform, { action: 'order.' }))).toEqual([9002, 9004, 9001]);
    expect(ids(await search(platform, { action: 'order.ship' }))).toEqual([9002, 9004]);
    // LIKE characters in the prefix are literal.
    expect(ids(await search(platform, { action: 'order%' }))).toEqual([9006]);
    expect(ids(await search(platform, { target_type: 'order', target_id: '11' }))).toEqual([
      9002, 9001,
    ]);
    expect(ids(await search(platform, { target_type: 'goods' }))).toEqual([9003]);
  });

  it('filters by a range of shop dates (end day included) or of Unix seconds', async () => {
    const days = await search(shopAdmin, { start_time: '2026-03-02', end_time: '2026-03-02' });
    expect(ids(days)).toEqual([9002]);
    const fromDay = await search(shopAdmin, { start_time: '2026-03-03' });
    expect(ids(fromDay)).toEqual([9006, 9003]);
    const seconds = (iso: string) => Math.floor(shopTime(iso).getTime() / 1000);
    const span = await search(platform, {
      start_time: seconds('2026-03-02T10:00:00'),
      end_time: seconds('2026-03-03T00:00:00'),
    });
    expect(ids(span)).toEqual([9003, 9002, 9004]);
  });

  it('pages', async () => {
    const page = await search(platform, { page: 2, page_size: 4 });
    expect(page).toMatchObject({ page_count: 2, count: 6 });
    expect(ids(page)).toEqual([9004, 9001]);
  });

  it('refuses a bad range with a clear message', async () => {
    const cases: Array<[object, string]> = [
      [{ start_time: '2026-03-05', end_time: '2026-03-01' }, '开始时间需早于结束时间'],
      [{ start_time: '2026-13-45' }, '日期格式不正确'],
    ];
    for (const [body, message] of cases)
      expect(await consolePost(t, platform, LISTS, body)).toMatchObject({ code: -1, message });
    expect((await consolePost(t, platform, LISTS, { start_time: 'yesterday' })).code).toBe(-1);
    expect((await consolePost(t, platform, LISTS, { page_size: 1000 })).code).toBe(-1);
  });
});
