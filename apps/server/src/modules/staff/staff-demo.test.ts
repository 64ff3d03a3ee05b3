import type { StaffInfo } from '@shop/contracts/chat';
import { asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shop, staff } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/member-demo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { post } from '../auth/testing';

describe('demo staff accounts', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('seeds one servicer per shop: `service` for the own shop, service2... for the others', async () => {
    const shops = await t.database.db.select().from(shop).orderBy(asc(shop.sort));
    const servicers = await t.database.db
      .select()
      .from(staff)
      .where(eq(staff.role, 'servicer'))
      .orderBy(asc(staff.staffId));
    expect(servicers).toHaveLength(shops.length);
    expect(new Set(servicers.map((s) => s.siteId)).size).toBe(shops.length);
    const own = shops.find((s) => s.isOwn)!;
    expect(servicers[0]).toMatchObject({
      username: 'service',
      siteId: own.siteId,
      role: 'servicer',
    });
    expect(servicers.slice(1).map((s) => s.username)).toEqual(
      shops.slice(1).map((_, i) => `service${i + 2}`),
    );
    expect(servicers.every((s) => s.nickname.startsWith('客服') && s.online === 0)).toBe(true);
  });

  it('lets `service` sign in with the demo password to the own shop', async () => {
    const res = await post<StaffInfo>(t, '/servicer/api/workbench/login', {
      username: 'service',
      password: DEMO_PASSWORD,
    });
    expect(res).toMatchObject({
      code: 0,
      data: { username: 'service', shop_name: '康源医药自营' },
    });
  });

  it('seeds one console account per role in the own shop, `admin` for the platform', async () => {
    const own = (await t.database.db.select().from(shop).where(eq(shop.isOwn, true)))[0]!;
    const rows = await t.database.db.select().from(staff).where(ne(staff.role, 'servicer'));
    expect(rows.map((r) => [r.username, r.role, r.isPlatform, r.siteId]).sort()).toEqual(
      [
        ['admin', 'admin', 1, own.siteId],
        ['finance', 'finance', 0, own.siteId],
        ['members', 'member_manager', 0, own.siteId],
        ['operator', 'operator', 0, own.siteId],
        ['sales', 'salesman', 0, own.siteId],
      ].sort(),
    );
    for (const username of ['admin', 'operator', 'finance', 'members', 'sales', 'service'])
      expect(
        await post(t, '/staff/api/login/login', { username, password: DEMO_PASSWORD }),
        username,
      ).toMatchObject({ code: 0, data: { username } });
  });
});
