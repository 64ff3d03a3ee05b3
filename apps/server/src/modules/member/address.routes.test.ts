import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAddress } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken } from '../auth/testing';

type Addr = {
  id: number;
  name: string;
  full_address: string;
  is_default: number;
  province_id: number;
};
type Page = { page_count: number; count: number; list: Addr[] };

const XIHU = { province_id: 330000, city_id: 330100, district_id: 330106 };
const body = (name: string, extra: object = {}) => ({
  name,
  mobile: '13800001111',
  address: '文三路388号',
  ...XIHU,
  ...extra,
});

describe('delivery addresses /api/memberaddress/*', () => {
  let t: TestApp;
  let a = '';
  let b = '';
  let memberA = 0;
  const call = <T>(path: string, token: string | undefined, payload: object = {}) =>
    t.call<T>(`/api/memberaddress/${path}`, token ? { ...payload, token } : payload);
  const rowsOf = (memberId: number) =>
    t.database.db.select().from(memberAddress).where(eq(memberAddress.memberId, memberId));
  const defaults = async (memberId: number) =>
    (await rowsOf(memberId)).filter((r) => r.isDefault === 1).map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
    memberA = await addMember(t, { username: 'addr_a' });
    await addMember(t, { username: 'addr_b' });
    a = await loginToken(t, 'addr_a');
    b = await loginToken(t, 'addr_b');
  });
  afterAll(() => t.close());

  it('requires login', async () => {
    for (const path of ['page', 'info', 'add', 'edit', 'setdefault', 'delete'])
      expect((await call(path, undefined, { id: 1, ...body('x') })).code).toBe(-10009);
  });

  it('adds with region names; the first address becomes the default', async () => {
    const first = await call<number>('add', a, body('张三'));
    expect(first.code).toBe(0);
    const info = await call<Addr>('info', a, { id: first.data });
    expect(info.data).toMatchObject({
      id: first.data,
      name: '张三',
      full_address: '浙江省 杭州市 西湖区',
      is_default: 1,
      telephone: '',
    });
    const second = await call<number>('add', a, body('李四'));
    expect((await call<Addr>('info', a, { id: second.data })).data.is_default).toBe(0);
    expect(await defaults(memberA)).toEqual([first.data]);
  });

  it("names every level as picked, a municipality's city too", async () => {
    const beijing = { province_id: 110000, city_id: 110100, district_id: 110101 };
    const added = await call<number>('add', a, { ...body('王五'), ...beijing });
    expect(added.code).toBe(0);
    const info = await call<Addr>('info', a, { id: added.data });
    expect(info.data.full_address).toBe('北京市 北京市 东城区');
    await call('delete', a, { id: added.data });
  });

  it('refuses a region chain that does not hold together, and bad fields', async () => {
    for (const extra of [
      { city_id: 320100 },
      { district_id: 320106 },
      { province_id: 999999 },
      { province_id: 330100, city_id: 330106, district_id: 330106 },
    ]) {
      const res = await call('add', a, body('王五', extra));
      expect(res.code).toBe(-1);
      expect(res.data).toBeNull();
    }
    expect((await call('add', a, body('王五', { mobile: '12' }))).code).toBe(-1);
    expect((await call('add', a, body(''))).code).toBe(-1);
    expect(await rowsOf(memberA)).toHaveLength(2);
  });

  it('a new default clears the others; setdefault switches it in one step', async () => {
    const third = await call<number>('add', a, body('王五', { is_default: 1 }));
    expect(await defaults(memberA)).toEqual([third.data]);
    const page = await call<Page>('page', a);
    expect(page.data.count).toBe(3);
    expect(page.data.list[0]!.id).toBe(third.data);
    const other = page.data.list[2]!.id;
    expect((await call<number>('setdefault', a, { id: other })).data).toBe(other);
    expect(await defaults(memberA)).toEqual([other]);
  });

  it('edits the fields and rebuilds full_address; the default stays default', async () => {
    const [def] = await defaults(memberA);
    const res = await call<number>('edit', a, {
      id: def,
      ...body('赵六', { province_id: 320000, city_id: 320100, district_id: 320106 }),
      is_default: 0,
    });
    expect(res).toMatchObject({ code: 0, data: def });
    expect((await call<Addr>('info', a, { id: def! })).data).toMatchObject({
      name: '赵六',
      full_address: '江苏省 南京市 鼓楼区',
      is_default: 1,
    });
  });

  it('never shows or changes another member’s address', async () => {
    const [def] = await defaults(memberA);
    for (const path of ['info', 'setdefault', 'delete']) {
      const res = await call(path, b, { id: def });
      expect(res).toMatchObject({ code: -1, message: '收货地址不存在', data: null });
    }
    expect((await call('edit', b, { id: def, ...body('x') })).code).toBe(-1);
    expect((await call<Page>('page', b)).data).toMatchObject({ count: 0, list: [] });
    expect((await call<Addr>('info', a, { id: def! })).data.name).toBe('赵六');
  });

  it('deleting the default makes the newest remaining address the default', async () => {
    const [def] = await defaults(memberA);
    expect((await call<number>('delete', a, { id: def })).code).toBe(0);
    const left = (await rowsOf(memberA)).map((r) => r.id).sort((x, y) => y - x);
    expect(await defaults(memberA)).toEqual([left[0]]);
    expect((await call('delete', a, { id: def })).code).toBe(-1);
  });

  it('keeps at most 20 addresses', async () => {
    const have = (await rowsOf(memberA)).length;
    for (let i = have; i < 20; i++) expect((await call('add', a, body(`收货人${i}`))).code).toBe(0);
    const res = await call('add', a, body('多余'));
    expect(res).toMatchObject({ code: -1, message: '最多只能添加20个收货地址' });
    expect(await rowsOf(memberA)).toHaveLength(20);
    const page = await call<Page>('page', a, { page: 2, page_size: 15 });
    expect(page.data).toMatchObject({ count: 20, page_count: 2 });
    expect(page.data.list).toHaveLength(5);
  });
});
