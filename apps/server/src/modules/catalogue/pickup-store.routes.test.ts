import type {
  ConsoleStore,
  ConsoleStorePage,
  PickupStore,
  StoreVerifier,
} from '@shop/contracts/catalogue';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupStore, staffAuditLog, storeVerifier } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { addMember } from '../auth/testing';
import { addShop } from '../staff/staff.testing';
import { addPickupStore } from './pickup-store.testing';

/** A store as the console form sends it (南京 江宁区). */
const FORM = {
  store_name: '康源江宁店',
  store_name_en: 'Kangyuan Jiangning',
  telephone: '025-52101888',
  province_id: 320000,
  city_id: 320100,
  district_id: 320115,
  address: '康源路88号',
  open_hours: '周一至周日 08:00-21:00',
  open_hours_en: 'Mon-Sun 08:00-21:00',
};

describe('pickup stores: /api/store/lists and /staff/api/store/* (issue 17)', () => {
  let t: TestApp;
  let siteId = 0;
  let foreignSite = 0;
  let foreignStore = 0;
  let clerkId = 0;
  const s: Record<string, ConsoleSession> = {};
  const staff = <T>(who: string, verb: string, body: object = {}) =>
    consolePost<T>(t, s[who]!, `/staff/api/store/${verb}`, body);
  const audits = (action: string, targetId: number) =>
    t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.targetId, String(targetId))));

  beforeAll(async () => {
    t = await createTestApp();
    siteId = await addShop(t, '康源医药');
    foreignSite = await addShop(t, '别家药房');
    foreignStore = await addPickupStore(t.database.db, { siteId: foreignSite, name: '别家门店' });
    clerkId = await addMember(t, {
      username: 'clerk1',
      mobile: '13700137111',
      nickname: '店员小王',
    });
    await addMember(t, { username: 'gone', mobile: '13700137222', status: 0 });
    s.operator = await consoleSession(t, { role: 'operator', siteId });
    s.admin = await consoleSession(t, { role: 'admin', siteId, platform: true });
    s.finance = await consoleSession(t, { role: 'finance', siteId });
  });
  afterAll(() => t.close());

  it('adds a store of the own shop with its region named, audited; refuses bad input', async () => {
    const added = await staff<number>('operator', 'add', FORM);
    expect(added.code).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(pickupStore)
      .where(eq(pickupStore.storeId, added.data));
    expect(row).toMatchObject({
      siteId,
      storeName: '康源江宁店',
      fullAddress: '江苏省 南京市 江宁区',
      isOpen: true,
    });
    expect(await audits('store.add', added.data)).toHaveLength(1);

    expect(await staff('operator', 'add', { ...FORM, district_id: 330106 })).toMatchObject({
      code: -1,
      message: '所选地区不存在',
    });
    expect((await staff('operator', 'add', { ...FORM, telephone: '电话' })).code).toBe(-1);
    expect((await staff('operator', 'add', { ...FORM, store_name: ' ' })).code).toBe(-1);
    expect(await staff('operator', 'add', { ...FORM, site_id: foreignSite })).toMatchObject({
      code: -1,
      message: '店铺不存在',
    });
    expect(await staff('admin', 'add', FORM)).toMatchObject({
      code: -1,
      message: '请选择所属店铺',
    });
    expect((await staff('admin', 'add', { ...FORM, site_id: foreignSite })).code).toBe(0);
    expect(await staff('finance', 'add', FORM)).toMatchObject({
      code: -1,
      message: '当前账号无权进行此操作',
    });
  });

  it('lists the own shop’s stores only (a platform account every shop’s), searched', async () => {
    const own = await staff<ConsoleStorePage>('operator', 'lists', {});
    expect(own.data.list.map((r) => r.site_id)).toEqual(own.data.list.map(() => siteId));
    expect(own.data.list[0]).toMatchObject({
      shop_name: '康源医药',
      store_name_en: 'Kangyuan Jiangning',
      is_open: 1,
      verifier_count: 0,
    });
    const all = await staff<ConsoleStorePage>('admin', 'lists', { site_id: foreignSite });
    expect(all.data.list.map((r) => r.store_id)).toContain(foreignStore);
    const searched = await staff<ConsoleStorePage>('operator', 'lists', { keyword: '江宁' });
    expect(searched.data.count).toBe(1);
    const none = await staff<ConsoleStorePage>('operator', 'lists', { keyword: '别家' });
    expect(none.data.count).toBe(0);
  });

  it('edits and closes a store; another shop’s store is not found', async () => {
    const storeId = await addPickupStore(t.database.db, { siteId, name: '鼓楼门店' });
    const edited = await staff<number>('operator', 'edit', {
      ...FORM,
      store_id: storeId,
      store_name: '鼓楼新店',
      open_hours: '周一至周六 09:00-18:00',
    });
    expect(edited).toMatchObject({ code: 0, data: storeId });
    expect(await staff('operator', 'edit', { ...FORM, store_id: foreignStore })).toMatchObject({
      code: -1,
      message: '门店不存在',
    });
    expect(await staff('operator', 'status', { store_id: foreignStore, is_open: 0 })).toMatchObject(
      { code: -1, message: '门店不存在' },
    );
    expect((await staff('operator', 'status', { store_id: storeId, is_open: 2 })).code).toBe(-1);
    expect((await staff('operator', 'status', { store_id: storeId, is_open: 0 })).code).toBe(0);
    // The same state again changes and records nothing.
    expect((await staff('operator', 'status', { store_id: storeId, is_open: 0 })).code).toBe(0);
    expect(await audits('store.close', storeId)).toHaveLength(1);
    const [edit] = await audits('store.edit', storeId);
    expect(edit?.before).toMatchObject({ store_name: '鼓楼门店' });
    expect(edit?.after).toMatchObject({
      store_name: '鼓楼新店',
      open_hours: '周一至周六 09:00-18:00',
    });

    const page = await staff<ConsoleStorePage>('operator', 'lists', { is_open: 0 });
    expect(page.data.list.map((r: ConsoleStore) => [r.store_name, r.is_open])).toEqual([
      ['鼓楼新店', 0],
    ]);
  });

  it('the storefront lists a shop’s open stores in the request language', async () => {
    const zh = await t.call<PickupStore[]>('/api/store/lists', { site_id: siteId });
    expect(zh.code).toBe(0);
    expect(zh.data.map((x) => x.store_name)).toEqual(['康源江宁店']);
    expect(zh.data[0]).toMatchObject({
      full_address: '江苏省 南京市 江宁区',
      address: '康源路88号',
      telephone: '025-52101888',
      open_hours: '周一至周日 08:00-21:00',
    });
    const en = await t.call<PickupStore[]>('/api/store/lists', { site_id: siteId, lang: 'en-us' });
    expect(en.data[0]).toMatchObject({
      store_name: 'Kangyuan Jiangning',
      open_hours: 'Mon-Sun 08:00-21:00',
    });
    expect((await t.call<PickupStore[]>('/api/store/lists', { site_id: 999_999 })).data).toEqual(
      [],
    );
    expect((await t.call('/api/store/lists', { site_id: 'x' })).code).toBe(-1);
  });

  it('binds a member by username or mobile as a verifier, once; removes them', async () => {
    const [store] = await t.database.db
      .select({ id: pickupStore.storeId })
      .from(pickupStore)
      .where(and(eq(pickupStore.siteId, siteId), eq(pickupStore.isOpen, true)));
    const storeId = store!.id;
    const bound = await staff<number>('operator', 'bindverifier', {
      store_id: storeId,
      account: '13700137111',
    });
    expect(bound.code).toBe(0);
    const list = await staff<StoreVerifier[]>('operator', 'verifiers', { store_id: storeId });
    expect(list.data).toEqual([
      expect.objectContaining({
        id: bound.data,
        member_id: clerkId,
        username: 'clerk1',
        mobile: '13700137111',
        verifier_name: '店员小王',
      }),
    ]);
    expect(
      await staff('operator', 'bindverifier', { store_id: storeId, account: 'CLERK1' }),
    ).toMatchObject({ code: -1, message: '该会员已是本门店的核销员' });
    expect(
      await staff('operator', 'bindverifier', { store_id: storeId, account: 'nobody' }),
    ).toMatchObject({ code: -1, message: '未找到用户名或手机号为“nobody”的会员' });
    expect(
      await staff('operator', 'bindverifier', { store_id: storeId, account: 'gone' }),
    ).toMatchObject({ code: -1, message: '会员“gone”已被禁用，不能设为核销员' });
    expect(
      await staff('operator', 'bindverifier', { store_id: foreignStore, account: 'clerk1' }),
    ).toMatchObject({ code: -1, message: '门店不存在' });
    expect(await staff('operator', 'verifiers', { store_id: foreignStore })).toMatchObject({
      code: -1,
      message: '门店不存在',
    });
    expect(await audits('store.bind_verifier', bound.data)).toHaveLength(1);

    const foreignBinding = await staff<number>('admin', 'bindverifier', {
      store_id: foreignStore,
      account: 'clerk1',
      verifier_name: '借调店员',
    });
    expect(foreignBinding.code).toBe(0);
    expect(await staff('operator', 'unbindverifier', { id: foreignBinding.data })).toMatchObject({
      code: -1,
      message: '核销员不存在或已被移除',
    });
    expect((await staff('operator', 'unbindverifier', { id: bound.data })).code).toBe(0);
    expect(await staff('operator', 'unbindverifier', { id: bound.data })).toMatchObject({
      code: -1,
      message: '核销员不存在或已被移除',
    });
    const left = await t.database.db
      .select()
      .from(storeVerifier)
      .where(eq(storeVerifier.memberId, clerkId));
    expect(left.map((v) => v.verifierName)).toEqual(['借调店员']);
    expect(await audits('store.unbind_verifier', bound.data)).toHaveLength(1);
  });
});
