import {
  ADDRESS_MAX,
  type Address,
  type AddressAddBodySchema,
  type AddressPage,
} from '@shop/contracts/member';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageCount, pageWindow, type PageQuery } from '../../lib/paging';
import {
  clearOtherDefaults,
  countAddresses,
  deleteAddress,
  findAddress,
  findDefaultAddress,
  findNewestAddress,
  insertAddress,
  lockMemberForAddress,
  pageAddressRows,
  updateAddress,
  type AddressRow,
  type AddressValues,
} from './address.repository';
import { describeRegion } from './area.service';

type AddressFields = z.output<typeof AddressAddBodySchema>;

export const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  name: row.name,
  mobile: row.mobile,
  telephone: row.telephone,
  province_id: row.provinceId,
  city_id: row.cityId,
  district_id: row.districtId,
  address: row.address,
  full_address: row.fullAddress,
  is_default: row.isDefault,
});

/** The stored values of a submitted address: the regions must be one real chain. */
async function valuesOf(db: DbExecutor, body: AddressFields): Promise<AddressValues> {
  const fullAddress = await describeRegion(db, {
    provinceId: body.province_id,
    cityId: body.city_id,
    districtId: body.district_id,
  });
  return {
    name: body.name,
    mobile: body.mobile,
    telephone: body.telephone,
    provinceId: body.province_id,
    cityId: body.city_id,
    districtId: body.district_id,
    address: body.address,
    fullAddress,
  };
}

export async function getAddressPage(
  db: DbExecutor,
  memberId: number,
  query: PageQuery,
): Promise<AddressPage> {
  const [total, rows] = await Promise.all([
    countAddresses(db, memberId),
    pageAddressRows(db, memberId, pageWindow(query)),
  ]);
  return { page_count: pageCount(total, query), count: total, list: rows.map(toAddress) };
}

/** The member's address; another member's id or an unknown one is "not found". */
export async function getAddress(db: DbExecutor, memberId: number, id: number): Promise<Address> {
  const row = await findAddress(db, memberId, id);
  if (!row) throw new AppError('address.not_found');
  return toAddress(row);
}

/**
 * Adds an address (at most ADDRESS_MAX per member). The member's first address becomes the
 * default; a new default clears the others. Answers the new id.
 */
export async function addAddress(db: Db, memberId: number, body: AddressFields): Promise<number> {
  const values = await valuesOf(db, body);
  return db.transaction(async (tx) => {
    await lockMemberForAddress(tx, memberId);
    const existing = await countAddresses(tx, memberId);
    if (existing >= ADDRESS_MAX) throw new AppError('address.max_reached', { max: ADDRESS_MAX });
    const isDefault = existing === 0 || body.is_default === 1 ? 1 : 0;
    const id = await insertAddress(tx, memberId, { ...values, isDefault });
    if (isDefault) await clearOtherDefaults(tx, memberId, id);
    return id;
  });
}

/**
 * Changes the member's address `id`. `is_default` 1 makes it the default (clearing the others);
 * the default address stays the default when edited with 0 (there is always one). Answers the id.
 */
export async function editAddress(
  db: Db,
  memberId: number,
  body: AddressFields & { id: number },
): Promise<number> {
  const values = await valuesOf(db, body);
  return db.transaction(async (tx) => {
    await lockMemberForAddress(tx, memberId);
    const current = await findAddress(tx, memberId, body.id);
    if (!current) throw new AppError('address.not_found');
    const isDefault = current.isDefault === 1 || body.is_default === 1 ? 1 : 0;
    await updateAddress(tx, memberId, body.id, { ...values, isDefault });
    if (isDefault) await clearOtherDefaults(tx, memberId, body.id);
    return body.id;
  });
}

/** Makes the member's address `id` the only default, in one transaction. Answers the id. */
export async function setDefaultAddress(db: Db, memberId: number, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lockMemberForAddress(tx, memberId);
    if ((await updateAddress(tx, memberId, id, { isDefault: 1 })) === 0)
      throw new AppError('address.not_found');
    await clearOtherDefaults(tx, memberId, id);
    return id;
  });
}

/** Deletes the member's address; when it was the default the newest remaining one becomes it. */
export async function removeAddress(db: Db, memberId: number, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lockMemberForAddress(tx, memberId);
    const current = await findAddress(tx, memberId, id);
    if (!current) throw new AppError('address.not_found');
    await deleteAddress(tx, memberId, id);
    if (current.isDefault === 1) {
      const newest = await findNewestAddress(tx, memberId);
      if (newest) await updateAddress(tx, memberId, newest.id, { isDefault: 1 });
    }
    return id;
  });
}

/**
 * The address an order ships to: the member's `id` when given (null when it is not theirs), else
 * their default address (null when they have none).
 */
export async function shippingAddressOf(
  db: DbExecutor,
  memberId: number,
  id: number | undefined,
): Promise<{ found: boolean; address: AddressRow | null }> {
  if (id === undefined)
    return { found: true, address: (await findDefaultAddress(db, memberId)) ?? null };
  const row = await findAddress(db, memberId, id);
  return { found: row !== undefined, address: row ?? null };
}
