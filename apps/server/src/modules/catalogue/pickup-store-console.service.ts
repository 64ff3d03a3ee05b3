import type {
  ConsoleStore,
  ConsoleStoreListBody,
  ConsoleStorePage,
  StoreAddBodySchema,
  StoreEditBodySchema,
  StoreStatusBodySchema,
} from '@shop/contracts/catalogue';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageCount, type PageQuery } from '../../lib/paging';
import { recordStaffAction, staffShop, type StaffActor } from '../auth';
import { describeRegion } from '../member';
import {
  consoleStorePage,
  insertStore,
  lockStore,
  shopExists,
  updateStore,
  type StoreFilter,
  type StoreRow,
  type StoreValues,
} from './pickup-store.repository';

/*
 * Pickup stores in the console (issue 17): a shop's account manages its own shop's stores, a
 * platform account every shop's; another shop's store is "not found". Every change is written to
 * the audit log in the same transaction.
 */

type AddBody = z.output<typeof StoreAddBodySchema>;
type EditBody = z.output<typeof StoreEditBodySchema>;
type StatusBody = z.output<typeof StoreStatusBodySchema>;
type StoreFields = Omit<EditBody, 'store_id' | 'token' | 'app_type' | 'app_type_name' | 'lang'>;

const toConsoleStore = (row: StoreRow, shopName: string, verifierCount: number): ConsoleStore => ({
  store_id: row.storeId,
  site_id: row.siteId,
  shop_name: shopName,
  store_name: row.storeName,
  store_name_en: row.storeNameEn,
  telephone: row.telephone,
  province_id: row.provinceId,
  city_id: row.cityId,
  district_id: row.districtId,
  full_address: row.fullAddress,
  address: row.address,
  open_hours: row.openHours,
  open_hours_en: row.openHoursEn,
  is_open: row.isOpen ? 1 : 0,
  verifier_count: verifierCount,
  create_time: row.createdAt.getTime(),
});

/** What the audit log keeps of a store. */
const audited = (v: Omit<StoreValues, 'siteId'>) => ({
  store_name: v.storeName,
  store_name_en: v.storeNameEn,
  telephone: v.telephone,
  full_address: v.fullAddress,
  address: v.address,
  open_hours: v.openHours,
  open_hours_en: v.openHoursEn,
  is_open: v.isOpen,
});

export async function listConsoleStores(
  db: DbExecutor,
  actor: StaffActor,
  body: StoreFilter & PageQuery & Pick<ConsoleStoreListBody, 'keyword'>,
): Promise<ConsoleStorePage> {
  const { rows, count } = await consoleStorePage(db, staffShop(actor), body);
  return {
    page_count: pageCount(count, body),
    count,
    list: rows.map((r) => toConsoleStore(r.store, r.shopName, r.verifierCount)),
  };
}

/** The store's columns from the form, its region checked and named (e.g. 江苏省 南京市 江宁区). */
async function storeValues(db: DbExecutor, body: StoreFields) {
  const fullAddress = await describeRegion(db, {
    provinceId: body.province_id,
    cityId: body.city_id,
    districtId: body.district_id,
  });
  return {
    storeName: body.store_name,
    storeNameEn: body.store_name_en,
    telephone: body.telephone,
    provinceId: body.province_id,
    cityId: body.city_id,
    districtId: body.district_id,
    fullAddress,
    address: body.address,
    openHours: body.open_hours,
    openHoursEn: body.open_hours_en,
  };
}

/** The shop a new store belongs to: a shop's own; a platform account names an existing one. */
async function targetShop(db: DbExecutor, actor: StaffActor, siteId: number | undefined) {
  const own = staffShop(actor);
  if (own !== null) {
    if (siteId !== undefined && siteId !== own) throw new AppError('staff.shop_missing');
    return own;
  }
  if (siteId === undefined) throw new AppError('staff.shop_required');
  if (!(await shopExists(db, siteId))) throw new AppError('staff.shop_missing');
  return siteId;
}

/** A store the actor reaches, locked in `tx`; else -1 门店不存在. */
export async function reachableStore(tx: DbExecutor, actor: StaffActor, storeId: number) {
  const found = await lockStore(tx, storeId, staffShop(actor));
  if (!found) throw new AppError('store.not_found');
  return found;
}

/** `/staff/api/store/add`: a new open store; answers its id. */
export async function addStore(db: Db, actor: StaffActor, body: AddBody): Promise<number> {
  const siteId = await targetShop(db, actor, body.site_id);
  const values = { ...(await storeValues(db, body)), siteId, isOpen: true };
  return db.transaction(async (tx) => {
    const storeId = await insertStore(tx, values);
    await recordStaffAction(tx, actor, {
      action: 'store.add',
      siteId,
      targetType: 'pickup_store',
      targetId: storeId,
      after: audited(values),
    });
    return storeId;
  });
}

/** `/staff/api/store/edit`: name, phone, region, address and hours; answers its id. */
export async function editStore(db: Db, actor: StaffActor, body: EditBody): Promise<number> {
  const values = await storeValues(db, body);
  return db.transaction(async (tx) => {
    const before = await reachableStore(tx, actor, body.store_id);
    await updateStore(tx, before.storeId, values);
    await recordStaffAction(tx, actor, {
      action: 'store.edit',
      siteId: before.siteId,
      targetType: 'pickup_store',
      targetId: before.storeId,
      before: audited(before),
      after: audited({ ...values, isOpen: before.isOpen }),
    });
    return before.storeId;
  });
}

/**
 * `/staff/api/store/status`: opens or closes a store. A closed store is no longer offered at
 * checkout; its verifiers still hand over the orders already placed for it. Setting the state it
 * already has changes (and records) nothing.
 */
export async function setStoreOpen(db: Db, actor: StaffActor, body: StatusBody): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await reachableStore(tx, actor, body.store_id);
    const isOpen = body.is_open === 1;
    if (before.isOpen === isOpen) return before.storeId;
    await updateStore(tx, before.storeId, { isOpen });
    await recordStaffAction(tx, actor, {
      action: isOpen ? 'store.open' : 'store.close',
      siteId: before.siteId,
      targetType: 'pickup_store',
      targetId: before.storeId,
      before: { is_open: before.isOpen },
      after: { is_open: isOpen },
    });
    return before.storeId;
  });
}
