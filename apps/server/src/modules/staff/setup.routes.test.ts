import type { ConsoleStaff, StaffAccount } from '@shop/contracts/staff';
import type { Page } from '@shop/contracts/common';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shop, staff, staffAuditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession } from '../auth/staff-console.testing';
import { post } from '../auth/testing';
import { prepareFirstRun } from './setup.service';
import { addShop } from './staff.testing';

const STATE = '/staff/api/setup/state';
const INIT = '/staff/api/setup/init';
const PASSWORD = 'Kangyuan2026';

/** The first run of an empty shop (issue 25, ADR 0023), and the staff accounts that follow. */
describe('first-run setup (issue 25)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(); // base settings only: no shop, no staff account
    token = (await prepareFirstRun(t.database.db))!;
  });
  afterAll(() => t.close());

  const init = (body: object, ip = '10.31.0.1') =>
    post<{ site_id: number; staff_id: number }>(
      t,
      INIT,
      {
        setup_token: token,
        shop_name: '康源医药',
        shop_phone: '025-88886666',
        username: 'boss',
        nickname: '店长',
        password: PASSWORD,
        ...body,
      },
      { ip },
    );

  it('offers the setup while no administrator exists, with a 128-bit token', async () => {
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect((await post(t, STATE, {})).data).toEqual({ needed: true });
  });

  it('refuses a wrong token, a weak password and a bad name, and makes nothing', async () => {
    expect(await init({ setup_token: 'f'.repeat(32) })).toMatchObject({
      code: -1,
      message: '初始化口令不正确，请使用服务器启动日志中打印的最新口令',
    });
    expect(await init({ password: 'kangyuan2026' })).toMatchObject({
      code: -1,
      message: '密码需包含大写字母',
    });
    expect(await init({ password: 'Boss2026abc' })).toMatchObject({
      code: -1,
      message: '密码不能包含用户名',
    });
    expect(await init({ username: '12345' })).toMatchObject({ code: -1 });
    expect(await t.database.db.select().from(staff)).toEqual([]);
    expect(await t.database.db.select().from(shop)).toEqual([]);
  });

  it('makes the own shop and a platform administrator once, audited, who can sign in', async () => {
    // Spaces and upper case in the pasted token are forgiven.
    const res = await init({ setup_token: ` ${token.toUpperCase()} ` });
    expect(res).toMatchObject({ code: 0 });
    const [own] = await t.database.db.select().from(shop);
    expect(own).toMatchObject({ shopName: '康源医药', telephone: '025-88886666', isOwn: true });
    const [admin] = await t.database.db.select().from(staff);
    expect(admin).toMatchObject({
      username: 'boss',
      role: 'admin',
      isPlatform: 1,
      siteId: own!.siteId,
    });
    const [audit] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'setup.init'));
    expect(audit).toMatchObject({ staffId: admin!.staffId, siteId: own!.siteId, ip: '10.31.0.1' });
    expect(JSON.stringify(audit!.after)).not.toContain(PASSWORD);
    const login = await post<ConsoleStaff>(t, '/staff/api/login/login', {
      username: 'boss',
      password: PASSWORD,
    });
    expect(login.data).toMatchObject({ role: 'admin', is_platform: 1, shop_name: '康源医药' });
    const site = await post<{ site_name: string }>(t, '/api/site/info', {});
    expect(site.data.site_name).toBe('康源医药');
  });

  it('is refused once done, even with the same token, and no longer offered', async () => {
    expect(await init({ username: 'boss2' })).toMatchObject({
      code: -1,
      message: '本店已完成初始化，请使用管理员账号登录',
    });
    expect((await post(t, STATE, {})).data).toEqual({ needed: false });
    expect(await prepareFirstRun(t.database.db)).toBeNull();
    expect(await t.database.db.select().from(staff)).toHaveLength(1);
  });

  it('rate-limits the setup per address', async () => {
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await init({}, '10.31.0.9'));
    expect(answers.at(-1)!.code).toBe(-1);
    expect(answers.at(-1)!.message).not.toBe(answers[0]!.message);
  });
});

describe('staff accounts of every role (issue 25)', () => {
  let t: TestApp;
  let own: number;
  let other: number;

  beforeAll(async () => {
    t = await createTestApp();
    own = await addShop(t, '自营药房');
    other = await addShop(t, '第三方药房');
  });
  afterAll(() => t.close());

  it('lets an administrator add an operator to its shop, audited; the operator signs in', async () => {
    const admin = await consoleSession(t, { role: 'admin', siteId: own });
    const add = await consolePost<number>(t, admin, '/staff/api/account/add', {
      username: 'op_one',
      nickname: '运营小王',
      password: 'op123456',
      role: 'operator',
    });
    expect(add.code).toBe(0);
    const [audit] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'staff.add'));
    expect(audit).toMatchObject({ siteId: own, targetId: String(add.data) });
    expect(audit!.after).toMatchObject({ username: 'op_one', role: 'operator' });
    const login = await post<ConsoleStaff>(t, '/staff/api/login/login', {
      username: 'op_one',
      password: 'op123456',
    });
    expect(login.data.permissions).toContain('goods.edit');
    const page = await consolePost<Page<StaffAccount>>(t, admin, '/staff/api/account/lists', {
      role: 'operator',
    });
    expect(page.data.list.map((a) => a.username)).toEqual(['op_one']);
  });

  it("refuses another shop, a bad role, a taken name and an operator's call", async () => {
    const admin = await consoleSession(t, { role: 'admin', siteId: own });
    const body = { username: 'op_two', nickname: '运营', password: 'op123456', role: 'operator' };
    expect(
      await consolePost(t, admin, '/staff/api/account/add', { ...body, site_id: other }),
    ).toMatchObject({ code: -1, message: '店铺不存在' });
    expect(
      await consolePost(t, admin, '/staff/api/account/add', { ...body, role: 'owner' }),
    ).toMatchObject({ code: -1 });
    expect(
      await consolePost(t, admin, '/staff/api/account/add', { ...body, username: 'OP_ONE' }),
    ).toMatchObject({ code: -1, message: '该用户名已被使用' });
    const operator = await consoleSession(t, { role: 'operator', siteId: own });
    expect(await consolePost(t, operator, '/staff/api/account/add', body)).toMatchObject({
      code: -1,
      message: '当前账号无权进行此操作',
    });
    const theirs = await consoleSession(t, { role: 'admin', siteId: other });
    const page = await consolePost<Page<StaffAccount>>(t, theirs, '/staff/api/account/lists', {});
    expect(page.data.list.every((a) => a.site_id === other)).toBe(true);
  });
});
