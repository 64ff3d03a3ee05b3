import type {
  ConsoleSalesman,
  Fenxiao,
  MySalesman,
  SalesmanStockoutPage,
  SalesmanTeamPage,
} from '@shop/contracts/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, outOfStock, staff } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession } from '../auth/staff-console.testing';
import { addMember, loginToken, post } from '../auth/testing';
import { REGISTER_FORM_KEY } from '../auth/register-config.service';
import { insertTestOrder } from '../order/order.testing';
import { setConfig } from '../settings';
import { addShop } from './member-console.testing';

const NOT_SALESMAN = '您的账号不是业务员，无法查看业务员页面';

/** Salesman calls with the member's token (spec §6, §7; issue 16). */
describe('salesman team calls and choosing a salesman', () => {
  let t: TestApp;
  let shopId = 0;
  let chen = 0;
  let wang = 0;
  let chenToken = '';
  let buyerToken = '';
  const ids: Record<string, number> = {};
  const call = <T>(path: string, token: string, body: object = {}) =>
    t.call<T>(path, { ...body, token });

  /** A salesman staff account linked to a new member login; answers the staff id. */
  const addSalesman = async (name: string, mobile: string) => {
    const session = await consoleSession(t, { role: 'salesman', siteId: shopId, username: name });
    const login = await addMember(t, { username: `${name}_m` });
    await t.database.db
      .update(staff)
      .set({ memberId: login, mobile, nickname: `业务员${name}` })
      .where(eq(staff.staffId, session.staffId));
    return session.staffId;
  };
  const serve = (memberId: number, salesmanId: number) =>
    t.database.db.update(member).set({ salesmanId }).where(eq(member.memberId, memberId));

  beforeAll(async () => {
    t = await createTestApp();
    shopId = await addShop(t, '业务测试药房');
    chen = await addSalesman('chen', '13700000001');
    wang = await addSalesman('wang', '13700000002');
    for (const name of ['team_a', 'team_b', 'other_c'])
      ids[name] = await addMember(t, { username: name });
    await serve(ids.team_a!, chen);
    await serve(ids.team_b!, chen);
    await serve(ids.other_c!, wang);
    for (let i = 0; i < 4; i += 1)
      await insertTestOrder(t, {
        memberId: ids.team_a!,
        siteId: shopId,
        moneyFen: 1000 + i,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    await insertTestOrder(t, { memberId: ids.other_c!, siteId: shopId, moneyFen: 500 });
    const stockout = (memberId: number, goodsName: string) => ({
      memberId,
      goodsName,
      quantity: 5,
      contactName: '张三',
      mobile: '13800000000',
    });
    await t.database.db
      .insert(outOfStock)
      .values([stockout(ids.team_b!, '阿莫西林胶囊'), stockout(ids.other_c!, '布洛芬缓释胶囊')]);
    chenToken = await loginToken(t, 'chen_m');
    buyerToken = await loginToken(t, 'team_a');
  });
  afterAll(() => t.close());

  it('lists only the salesman’s own team, with recent orders; page 0 lists all', async () => {
    const all = await call<SalesmanTeamPage>('/staff/api/salesman/myTeamList', chenToken, {
      page: 0,
      page_size: 99999,
    });
    expect(all.code).toBe(0);
    expect(all.data).toMatchObject({ count: 2, page_count: 1 });
    expect(all.data.list.map((m) => m.member_id).sort()).toEqual([ids.team_a, ids.team_b].sort());
    const a = all.data.list.find((m) => m.member_id === ids.team_a)!;
    expect(a.order_count).toBe(4);
    expect(a.recent_orders.map((o) => o.order_money)).toEqual(['10.03', '10.02', '10.01']);
    expect(a.recent_orders[0]).toMatchObject({ order_status: 0, order_status_name: '待付款' });
    const paged = await call<SalesmanTeamPage>('/staff/api/salesman/myTeamList', chenToken, {
      page: 2,
      page_size: 1,
    });
    expect(paged.data).toMatchObject({ count: 2, page_count: 2 });
    expect(paged.data.list).toHaveLength(1);
    const found = await call<SalesmanTeamPage>('/staff/api/salesman/myTeamList', chenToken, {
      keyword: 'team_b',
    });
    expect(found.data.list.map((m) => m.member_id)).toEqual([ids.team_b]);
  });

  it('lists the team’s stock-out registrations only', async () => {
    const log = await call<SalesmanStockoutPage>('/staff/api/salesman/stockoutLog', chenToken, {
      page: 0,
      page_size: 99999,
    });
    expect(log.data.list.map((r) => [r.goods_name, r.member_id])).toEqual([
      ['阿莫西林胶囊', ids.team_b],
    ]);
  });

  it('refuses members who are not salesmen, and visitors', async () => {
    for (const path of ['/staff/api/salesman/myTeamList', '/staff/api/salesman/stockoutLog']) {
      expect(await call(path, buyerToken)).toMatchObject({ code: -1, message: NOT_SALESMAN });
      expect((await t.call(path, {})).code).toBe(-10009);
    }
    await t.database.db.update(staff).set({ status: 0 }).where(eq(staff.staffId, wang));
    const wangToken = await loginToken(t, 'wang_m');
    expect(await call('/staff/api/salesman/myTeamList', wangToken)).toMatchObject({
      message: NOT_SALESMAN,
    });
    expect((await call('/staff/api/salesman/myTeamList', chenToken, { page: -1 })).code).toBe(-1);
  });

  it('shows each member their salesman’s name and phone', async () => {
    expect((await call<MySalesman>('/api/member/salesman', buyerToken)).data).toEqual({
      salesman: { name: '业务员chen', mobile: '13700000001' },
      is_salesman: false,
    });
    expect((await call<MySalesman>('/api/member/salesman', chenToken)).data).toEqual({
      salesman: null,
      is_salesman: true,
    });
  });

  it('lets a new member name their salesman at registration', async () => {
    await setConfig(t.database.db, REGISTER_FORM_KEY, { fields: [] });
    const list = await post<Fenxiao[]>(t, '/api/member/getFenXiaoList');
    expect(list.data).toEqual([{ fenxiao_id: chen, fenxiao_name: '业务员chen' }]);
    const register = (username: string, extra: object, ip: string) =>
      post<unknown>(
        t,
        '/api/register/username',
        { username, password: 'abc123456', ...extra },
        { ip },
      );
    const salesmanOf = async (username: string) =>
      (await t.database.db.select().from(member).where(eq(member.username, username)))[0]
        ?.salesmanId;
    expect((await register('pick_id', { fenxiao_id: chen }, '10.91.0.1')).code).toBe(0);
    expect(await salesmanOf('pick_id')).toBe(chen);
    expect(
      (await register('pick_name', { inputfenxiao_name: '业务员chen' }, '10.91.0.2')).code,
    ).toBe(0);
    expect(await salesmanOf('pick_name')).toBe(chen);
    const [code] = await t.database.db
      .select({ c: member.invitationCode })
      .from(member)
      .where(eq(member.username, 'chen_m'));
    expect((await register('pick_code', { invitation_code: code!.c }, '10.91.0.3')).code).toBe(0);
    expect(await salesmanOf('pick_code')).toBe(chen);
    // A disabled salesman (wang) or an unknown one is refused, and nobody is created.
    const refused = await register('pick_bad', { fenxiao_id: wang }, '10.91.0.4');
    expect(refused).toMatchObject({ code: -1, message: '所选业务员不存在，请重新选择' });
    expect(await salesmanOf('pick_bad')).toBeUndefined();
  });

  it('lets the console set a salesman’s phone and linked login, audited', async () => {
    const admin = await consoleSession(t, { role: 'admin', siteId: shopId, platform: true });
    const operator = await consoleSession(t, { role: 'operator', siteId: shopId });
    const edit = (session: typeof admin, body: object) =>
      consolePost<number>(t, session, '/staff/api/salesman/edit', body);
    const list = await consolePost<ConsoleSalesman[]>(t, admin, '/staff/api/salesman/lists');
    expect(list.data.find((s) => s.staff_id === chen)).toMatchObject({
      mobile: '13700000001',
      member_username: 'chen_m',
      team_count: 5, // team_a, team_b and the three registered above
    });
    expect((await edit(operator, { staff_id: chen, mobile: '1', member_login: '' })).code).not.toBe(
      0,
    );
    // wang's login is taken; an unknown login and a non-salesman are refused.
    expect(
      (await edit(admin, { staff_id: chen, mobile: '', member_login: 'wang_m' })).message,
    ).toBe('该会员账号已关联其他业务员');
    expect(
      (await edit(admin, { staff_id: chen, mobile: '', member_login: 'nobody' })).message,
    ).toBe('关联的会员账号不存在');
    expect(
      (await edit(admin, { staff_id: admin.staffId, mobile: '', member_login: '' })).code,
    ).toBe(-1);
    expect((await edit(admin, { staff_id: chen, mobile: 'abc', member_login: '' })).code).toBe(-1);
    const ok = await edit(admin, {
      staff_id: chen,
      mobile: '0571-8888 0000',
      member_login: 'team_b',
    });
    expect(ok).toMatchObject({ code: 0, data: chen });
    const [row] = await t.database.db.select().from(staff).where(eq(staff.staffId, chen));
    expect(row).toMatchObject({ mobile: '0571-8888 0000', memberId: ids.team_b });
  });
});
