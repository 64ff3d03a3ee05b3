import type { Servicer, ServicerPage } from '@shop/contracts/staff';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversation, staff, staffAuditLog, staffToken } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { addMember, post } from '../auth/testing';
import { addShop, addStaff, buyerSays, STAFF_PASSWORD, staffCookie, wb } from './staff.testing';

const P = '/staff/api/servicer/';

describe('servicer accounts in the console (issue 15)', () => {
  let t: TestApp;
  let siteA: number;
  let siteB: number;
  let platform: ConsoleSession;
  let shopAdmin: ConsoleSession;

  beforeAll(async () => {
    t = await createTestApp();
    siteA = await addShop(t, '甲客服药房');
    siteB = await addShop(t, '乙客服药房');
    platform = await consoleSession(t, { role: 'admin', siteId: siteA, platform: true });
    shopAdmin = await consoleSession(t, { role: 'admin', siteId: siteA });
    await addStaff(t, { siteId: siteA, username: 'listA1' });
    await addStaff(t, { siteId: siteA, username: 'listA2', status: 0 });
    await addStaff(t, { siteId: siteB, username: 'listB1' });
    // Not a servicer: never listed or changed here.
    await addStaff(t, { siteId: siteA, username: 'listop', role: 'operator' });
  });
  afterAll(() => t.close());

  const add = (session: ConsoleSession, body: object) =>
    consolePost<number>(t, session, `${P}add`, body);
  const list = (session: ConsoleSession, body: object = {}) =>
    consolePost<ServicerPage>(t, session, `${P}lists`, body);
  const row = async (id: number) =>
    (await t.database.db.select().from(staff).where(eq(staff.staffId, id)))[0]!;
  const auditOf = (id: number) =>
    t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'staff'), eq(staffAuditLog.targetId, String(id))));

  it('lists the own shop for a shop account and every shop for a platform account', async () => {
    const own = await list(shopAdmin, { page_size: 50 });
    expect(own.code).toBe(0);
    const names = own.data.list.map((s) => s.username);
    expect(names).toEqual(expect.arrayContaining(['listA1', 'listA2']));
    expect(names).not.toContain('listB1');
    expect(names).not.toContain('listop');
    expect(own.data.list.every((s) => s.site_id === siteA)).toBe(true);
    const all = await list(platform, { page_size: 50 });
    expect(all.data.list.map((s) => s.username)).toEqual(
      expect.arrayContaining(['listA1', 'listA2', 'listB1']),
    );
    const onlyB = await list(platform, { site_id: siteB });
    expect(onlyB.data.list.map((s) => s.username)).toEqual(['listB1']);
    // A shop account naming another shop sees nothing of it.
    expect((await list(shopAdmin, { site_id: siteB })).data).toMatchObject({ count: 0, list: [] });
  });

  it('searches by username or nickname, filters by status, and pages', async () => {
    const byName = await list(shopAdmin, { keyword: 'LISTA' });
    expect(byName.data.list.map((s) => s.username).sort()).toEqual(['listA1', 'listA2']);
    const byNick = await list(shopAdmin, { keyword: '客服listA1' });
    expect(byNick.data.list.map((s) => s.username)).toEqual(['listA1']);
    const literal = await list(shopAdmin, { keyword: '%' });
    expect(literal.data.count).toBe(0);
    const disabled = await list(shopAdmin, { keyword: 'lista', status: 0 });
    expect(disabled.data.list.map((s) => s.username)).toEqual(['listA2']);
    const paged = await list(shopAdmin, { keyword: 'lista', page: 2, page_size: 1 });
    expect(paged.data).toMatchObject({ page_count: 2, count: 2 });
    expect(paged.data.list).toHaveLength(1);
    expect(await list(shopAdmin, { status: 3 })).toMatchObject({ code: -1 });
  });

  it('creates a servicer in the own shop who can then sign in to the workbench', async () => {
    const res = await add(shopAdmin, {
      username: 'NewKefu',
      nickname: '  新客服 ',
      password: STAFF_PASSWORD,
    });
    expect(res.code).toBe(0);
    expect(await row(res.data)).toMatchObject({
      username: 'NewKefu',
      nickname: '新客服',
      siteId: siteA,
      role: 'servicer',
      status: 1,
      isPlatform: 0,
    });
    const [entry] = await auditOf(res.data);
    expect(entry).toMatchObject({
      action: 'servicer.add',
      siteId: siteA,
      staffId: shopAdmin.staffId,
      after: { username: 'NewKefu', nickname: '新客服', site_id: siteA, status: 1 },
    });
    expect(JSON.stringify(entry)).not.toContain(STAFF_PASSWORD);
    expect((await staffCookie(t, 'newkefu')).length).toBeGreaterThan(20);
  });

  it('refuses bad input with a clear message and creates nothing', async () => {
    const before = (await t.database.db.select().from(staff)).length;
    const good = { username: 'okname1', nickname: '客服', password: STAFF_PASSWORD };
    const cases: Array<[ConsoleSession, object, string]> = [
      [shopAdmin, { ...good, username: 'newkefu' }, '该用户名已被使用'],
      [shopAdmin, { ...good, username: 'LISTB1' }, '该用户名已被使用'],
      [
        shopAdmin,
        { ...good, username: '12345' },
        '用户名为3-20位字母、数字或下划线，且不能全为数字',
      ],
      [shopAdmin, { ...good, username: 'a b' }, '用户名为3-20位字母、数字或下划线，且不能全为数字'],
      [shopAdmin, { ...good, password: '123' }, '密码长度需为6-20位'],
      [shopAdmin, { ...good, site_id: siteB }, '店铺不存在'],
      [platform, good, '请选择所属店铺'],
      [platform, { ...good, site_id: 999999 }, '店铺不存在'],
    ];
    for (const [session, body, message] of cases)
      expect(await add(session, body), JSON.stringify(body)).toMatchObject({ code: -1, message });
    for (const body of [{}, { ...good, nickname: '   ' }, { ...good, site_id: 'x' }])
      expect((await add(shopAdmin, body)).code).toBe(-1);
    expect((await t.database.db.select().from(staff)).length).toBe(before);
  });

  it('lets a platform account create a servicer for any shop', async () => {
    const res = await add(platform, {
      username: 'kefu_b2',
      nickname: '乙二',
      password: STAFF_PASSWORD,
      site_id: siteB,
    });
    expect(res.code).toBe(0);
    expect((await row(res.data)).siteId).toBe(siteB);
  });

  it('edits the nickname; a move to another shop ends its sessions', async () => {
    const id = await addStaff(t, { siteId: siteA, username: 'mover1' });
    const cookie = await staffCookie(t, 'mover1');
    expect(
      await consolePost(t, shopAdmin, `${P}edit`, { staff_id: id, nickname: '改名了' }),
    ).toMatchObject({ code: 0, data: id });
    expect((await wb(t, cookie, 'info')).code).toBe(0);
    // A shop account cannot move it away.
    expect(
      await consolePost(t, shopAdmin, `${P}edit`, { staff_id: id, nickname: 'x', site_id: siteB }),
    ).toMatchObject({ code: -1, message: '店铺不存在' });
    expect((await row(id)).nickname).toBe('改名了');
    expect(
      await consolePost(t, platform, `${P}edit`, {
        staff_id: id,
        nickname: '乙店',
        site_id: siteB,
      }),
    ).toMatchObject({ code: 0 });
    expect(await row(id)).toMatchObject({ siteId: siteB, nickname: '乙店' });
    expect(await wb(t, cookie, 'info')).toMatchObject({
      code: -10009,
      message: '账号已调至其他店铺，请重新登录',
      data: { ended: 'moved' },
    });
    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual(['servicer.edit', 'servicer.edit']);
    expect(entries[1]).toMatchObject({
      before: { site_id: siteA, nickname: '改名了' },
      after: { site_id: siteB, nickname: '乙店' },
    });
  });

  it('disables at once: sessions revoked, offline, conversations back to waiting', async () => {
    const id = await addStaff(t, { siteId: siteA, username: 'leaver1' });
    const cookie = await staffCookie(t, 'leaver1');
    await wb(t, cookie, 'online', { online: 1 });
    const buyer = await addMember(t, { username: 'buyer-of-leaver' });
    await buyerSays(t, siteA, buyer, '你好');
    expect((await wb(t, cookie, 'accept', { member_id: buyer })).code).toBe(0);

    expect(await consolePost(t, shopAdmin, `${P}disable`, { staff_id: id })).toMatchObject({
      code: 0,
      data: id,
    });
    expect(await row(id)).toMatchObject({ status: 0, online: 0 });
    // The workbench is told why (issue 25), not only sent back to the sign-in.
    expect(await wb(t, cookie, 'info')).toMatchObject({
      code: -10009,
      message: '该客服账号已被停用',
      data: { ended: 'disabled' },
    });
    const tokens = await t.database.db.select().from(staffToken).where(eq(staffToken.staffId, id));
    expect(tokens.every((tk) => tk.revokedAt !== null)).toBe(true);
    const [conv] = await t.database.db
      .select()
      .from(chatConversation)
      .where(eq(chatConversation.memberId, buyer));
    expect(conv).toMatchObject({ status: 0, servicerId: 0 });
    expect(
      await post(t, '/servicer/api/workbench/login', {
        username: 'leaver1',
        password: STAFF_PASSWORD,
      }),
    ).toMatchObject({ code: -1, message: '该客服账号已被停用' });

    expect(await consolePost(t, shopAdmin, `${P}disable`, { staff_id: id })).toMatchObject({
      code: -1,
      message: '该客服账号已是停用状态',
    });
    expect(await consolePost(t, shopAdmin, `${P}enable`, { staff_id: id })).toMatchObject({
      code: 0,
    });
    expect(await consolePost(t, shopAdmin, `${P}enable`, { staff_id: id })).toMatchObject({
      code: -1,
      message: '该客服账号已是启用状态',
    });
    expect((await staffCookie(t, 'leaver1')).length).toBeGreaterThan(20);
    expect((await auditOf(id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['servicer.disable', { status: 1 }, { status: 0 }],
      ['servicer.enable', { status: 0 }, { status: 1 }],
    ]);
  });

  it('lets exactly one of two disables at once win', async () => {
    const id = await addStaff(t, { siteId: siteA, username: 'racer1' });
    const results = await Promise.all([
      consolePost(t, shopAdmin, `${P}disable`, { staff_id: id }),
      consolePost(t, platform, `${P}disable`, { staff_id: id }),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([-1, 0]);
    expect(results.find((r) => r.code === -1)!.message).toBe('该客服账号已是停用状态');
    expect((await auditOf(id)).length).toBe(1);
  });

  it('resets the password: the old one and its sessions stop working', async () => {
    const id = await addStaff(t, { siteId: siteA, username: 'forgot1' });
    const cookie = await staffCookie(t, 'forgot1');
    expect(
      await consolePost(t, shopAdmin, `${P}resetpassword`, { staff_id: id, password: '12' }),
    ).toMatchObject({ code: -1, message: '密码长度需为6-20位' });
    expect((await wb(t, cookie, 'info')).code).toBe(0);
    expect(
      await consolePost(t, shopAdmin, `${P}resetpassword`, {
        staff_id: id,
        password: 'brand-new-1',
      }),
    ).toMatchObject({ code: 0, data: id });
    expect(await wb(t, cookie, 'info')).toMatchObject({
      code: -10009,
      message: '账号密码已被管理员重置，请使用新密码重新登录',
      data: { ended: 'password_reset' },
    });
    const login = (password: string) =>
      post(
        t,
        '/servicer/api/workbench/login',
        { username: 'forgot1', password },
        { ip: '10.9.9.1' },
      );
    expect((await login(STAFF_PASSWORD)).code).toBe(-1);
    expect((await login('brand-new-1')).code).toBe(0);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'servicer.reset_password', before: null, after: null });
  });

  it('answers an account that is not a servicer as missing', async () => {
    const [op] = await t.database.db.select().from(staff).where(eq(staff.username, 'listop'));
    for (const verb of ['disable', 'enable'])
      expect(
        await consolePost(t, shopAdmin, `${P}${verb}`, { staff_id: op!.staffId }),
      ).toMatchObject({ code: -1, message: '客服账号不存在' });
    expect((await row(op!.staffId)).status).toBe(1);
    const res = await consolePost<Servicer>(t, shopAdmin, `${P}disable`, { staff_id: 987654 });
    expect(res).toMatchObject({ code: -1, message: '客服账号不存在' });
  });
});
