import type { PickupStore } from '@shop/contracts/catalogue';
import type { DbExecutor } from '../../db/client';
import { shopText } from '../../lib/i18n/shop-text';
import type { Lang } from '../../lib/i18n/translate';
import { findStore, openStoresOf, type StoreRow } from './pickup-store.repository';
import { storesOfVerifier } from './store-verifier.repository';

/** A shop's pickup stores as the storefront and the order module read them (issue 17). */

export const toPickupStore = (row: StoreRow, lang: Lang): PickupStore => ({
  store_id: row.storeId,
  site_id: row.siteId,
  store_name: shopText(lang, row.storeName, row.storeNameEn),
  telephone: row.telephone,
  full_address: row.fullAddress,
  address: row.address,
  open_hours: shopText(lang, row.openHours, row.openHoursEn),
});

/** `/api/store/lists`: the shop's open stores (none for an unknown shop). */
export async function listShopStores(
  db: DbExecutor,
  siteId: number,
  lang: Lang,
): Promise<PickupStore[]> {
  return (await openStoresOf(db, [siteId])).map((row) => toPickupStore(row, lang));
}

/** The open stores of each shop (a shop without one is absent), for the checkout. */
export async function openStoresByShop(
  db: DbExecutor,
  siteIds: number[],
): Promise<Map<number, StoreRow[]>> {
  const byShop = new Map<number, StoreRow[]>();
  for (const row of await openStoresOf(db, siteIds))
    byShop.set(row.siteId, [...(byShop.get(row.siteId) ?? []), row]);
  return byShop;
}

/** The store an order was placed for, in any state; null when none or gone. */
export async function pickupStoreOf(
  db: DbExecutor,
  storeId: number | null,
  lang: Lang,
): Promise<PickupStore | null> {
  if (storeId === null) return null;
  const row = await findStore(db, storeId);
  return row ? toPickupStore(row, lang) : null;
}

/** The stores a member verifies at (their shop and the name the desk gives the member). */
export async function verifierStoresOf(db: DbExecutor, memberId: number, lang: Lang) {
  return (await storesOfVerifier(db, memberId)).map((row) => ({
    storeId: row.storeId,
    storeName: shopText(lang, row.storeName, row.storeNameEn),
    siteId: row.siteId,
    shopName: row.shopName,
    verifierName: row.verifierName,
  }));
}
export type VerifierStoreRow = Awaited<ReturnType<typeof verifierStoresOf>>[number];
