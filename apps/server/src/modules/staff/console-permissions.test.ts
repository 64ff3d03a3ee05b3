import { readFileSync } from 'node:fs';
import { STAFF_ROLES, isStaffEndpoint, staffMay, type StaffEndpoint } from '@shop/contracts/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CSRF_HEADER } from '../auth';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { addShop, addStaff } from './staff.testing';

/**
 * The permission matrix (issue 15): every console call declared anywhere in contracts, against
 * every role, without a session and with a forged CSRF token. A call added later is picked up
 * here by itself, as long as it is declared with `defineStaffEndpoint` and exported.
 */

const FORBIDDEN = { code: -1, message: '当前账号无权进行此操作' };

/** Every console call exported from every subpath of @shop/contracts (its package `exports`). */
async function consoleEndpoints(): Promise<StaffEndpoint[]> {
  const pkg = JSON.parse(
    readFileSync(
      new URL('../../../../../packages/contracts/package.json', import.meta.url),
      'utf8',
    ),
  ) as { exports: Record<string, string> };
  const byPath = new Map<string, StaffEndpoint>();
  for (const subpath of Object.keys(pkg.exports)) {
    const specifier = `@shop/contracts/${subpath.replace(/^\.\//, '')}`;
    const exported = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
    for (const value of Object.values(exported))
      if (isStaffEndpoint(value)) byPath.set(value.path, value);
  }
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}

describe('console permission matrix (issue 15)', () => {
  let t: TestApp;
  let endpoints: StaffEndpoint[];
  const sessions = new Map<string, ConsoleSession>();

  beforeAll(async () => {
    t = await createTestApp();
    endpoints = await consoleEndpoints();
    const siteId = await addShop(t, '权限药房');
    for (const role of STAFF_ROLES) sessions.set(role, await consoleSession(t, { role, siteId }));
  });
  afterAll(() => t.close());

  it('finds the console calls of every contracts subpath', () => {
    const paths = endpoints.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/staff/api/servicer/lists',
        '/staff/api/audit/lists',
        // The goods editor (issue 25).
        '/staff/api/goods/editoroptions',
        '/staff/api/goods/editor',
        '/staff/api/goods/add',
        '/staff/api/goods/edit',
        '/staff/api/goods/uploadimage',
        '/staff/api/goods/uploadinsert',
        '/staff/api/goods/preview',
        // issue 25: the catalogue console and staff accounts
        '/staff/api/goods/batchprice',
        '/staff/api/goods/batchcategory',
        '/staff/api/goods/batchsalecontrol',
        '/staff/api/goods/batchdelete',
        '/staff/api/goods/batchrestore',
        '/staff/api/goods/export',
        '/staff/api/category/move',
        '/staff/api/brand/add',
        '/staff/api/service/add',
        '/staff/api/catalogue/image',
        '/staff/api/account/add',
      ]),
    );
    for (const path of paths) expect(path).toMatch(/^\/staff\/api\/[a-z]+\/[a-z]+$/);
  });

  it('refuses each call to every role without its permission, and only to those', async () => {
    for (const endpoint of endpoints)
      for (const role of STAFF_ROLES) {
        const res = await consolePost(t, sessions.get(role)!, endpoint.path, {});
        const label = `${role} ${endpoint.path} (${endpoint.permission})`;
        if (staffMay(role, endpoint.permission)) {
          expect(res.message, label).not.toBe(FORBIDDEN.message);
          // The call is served (not a declared call without a route), and never a token refusal.
          expect(res.message, label).not.toBe('接口不存在');
          expect(res.code, label).not.toBe(-10009);
        } else {
          expect(res, label).toMatchObject(FORBIDDEN);
        }
      }
  });

  it('answers -10009 to every call without a session or with a wrong CSRF token', async () => {
    const admin = sessions.get('admin')!;
    const other = sessions.get('finance')!;
    for (const endpoint of endpoints) {
      expect(await consolePost(t, null, endpoint.path, {}), endpoint.path).toMatchObject({
        code: -10009,
      });
      for (const csrf of ['wrong-token', other.csrf, '']) {
        const res = await t.app.inject({
          method: 'POST',
          url: endpoint.path,
          payload: {},
          headers: { cookie: admin.cookie, [CSRF_HEADER]: csrf },
        });
        expect(res.json(), `${endpoint.path} csrf=${csrf}`).toMatchObject({ code: -10009 });
      }
      const noHeader = await t.app.inject({
        method: 'POST',
        url: endpoint.path,
        payload: {},
        headers: { cookie: admin.cookie },
      });
      expect(noHeader.json(), endpoint.path).toMatchObject({ code: -10009 });
    }
  });
});

describe("a shop's account and another shop's servicer (issue 15)", () => {
  let t: TestApp;
  let shopAdmin: ConsoleSession;
  let foreignId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const siteA = await addShop(t, '本店');
    const siteB = await addShop(t, '他店');
    shopAdmin = await consoleSession(t, { role: 'admin', siteId: siteA });
    foreignId = await addStaff(t, { siteId: siteB, username: 'foreign1' });
  });
  afterAll(() => t.close());

  it('neither lists nor changes it, answering as for a servicer that does not exist', async () => {
    const list = await consolePost<{ list: Array<{ staff_id: number }> }>(
      t,
      shopAdmin,
      '/staff/api/servicer/lists',
      { keyword: 'foreign1' },
    );
    expect(list).toMatchObject({ code: 0, data: { count: 0, list: [] } });
    const missing = await consolePost(t, shopAdmin, '/staff/api/servicer/disable', {
      staff_id: 2_000_000,
    });
    expect(missing).toMatchObject({ code: -1, message: '客服账号不存在' });
    const calls: Array<[string, object]> = [
      ['disable', { staff_id: foreignId }],
      ['enable', { staff_id: foreignId }],
      ['edit', { staff_id: foreignId, nickname: '被改了' }],
      ['resetpassword', { staff_id: foreignId, password: 'taken-over-1' }],
    ];
    for (const [verb, body] of calls)
      expect(await consolePost(t, shopAdmin, `/staff/api/servicer/${verb}`, body), verb).toEqual(
        expect.objectContaining({ code: missing.code, message: missing.message }),
      );
    const [row] = await t.database.db.select().from(staff).where(eq(staff.staffId, foreignId));
    expect(row).toMatchObject({ status: 1, nickname: '客服foreign1' });
  });
});
