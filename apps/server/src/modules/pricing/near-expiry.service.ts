import type { DbExecutor } from '../../db/client';
import { findNearStock } from './near-expiry.repository';
import { nearExpiryWindow, type NearExpiryWindow } from './near-expiry-config';

/**
 * A goods' near-expiry stock (issue 26 近效期专区, ADR 0029): its sellable batches expiring inside
 * the shop's window, sold apart from the fresh ones.
 */
export type NearStock = {
  /** The SKU the goods' batches are on (its default SKU, ADR 0026). */
  skuId: number;
  /** Units in the window at the ERP's last figure, and units the zone sold since. */
  units: number;
  sold: number;
  /** Units the zone may still sell: units less sold, never below 0. */
  left: number;
  /** The earliest expiry in the window (what the buyer is told they buy). */
  expiryDate: string;
  /** The earliest expiry after the window (the fresh stock's), null when none. */
  freshExpiry: string | null;
};

/**
 * The near-expiry stock of these goods on the shop's day of `now`, for the goods that have any in
 * the window; nothing when the shop turned the zone off. One read: the batches with the zone's
 * sales since each goods' last figure.
 */
export async function nearStockOf(
  db: DbExecutor,
  goodsIds: number[],
  now: Date,
  window?: NearExpiryWindow | null,
): Promise<Map<number, NearStock>> {
  const ids = [...new Set(goodsIds)];
  const result = new Map<number, NearStock>();
  const w = window === undefined ? await nearExpiryWindow(db, now) : window;
  if (ids.length === 0 || w === null) return result;
  for (const b of await findNearStock(db, ids, w))
    result.set(b.goodsId, {
      skuId: b.skuId,
      units: b.units,
      sold: b.sold,
      left: Math.max(0, b.units - b.sold),
      expiryDate: b.nearExpiry!,
      freshExpiry: b.freshExpiry,
    });
  return result;
}

/**
 * The first goods of `needs` (goods id -> units bought as near-expiry lines) whose zone has
 * fewer units left. Called by a checkout after it took the SKUs' stock: their rows are then
 * locked, so two checkouts of the same goods count the zone one after the other (ADR 0029).
 */
export async function nearExpiryShortOf(
  db: DbExecutor,
  needs: Map<number, number>,
  now: Date,
): Promise<number | null> {
  const stock = await nearStockOf(db, [...needs.keys()], now);
  for (const [goodsId, num] of needs) if ((stock.get(goodsId)?.left ?? 0) < num) return goodsId;
  return null;
}

/**
 * Whether a SKU may keep `zoneFen` as its zone price beside its price `priceFen` (ADR 0029): none,
 * or at most the price. The console and the ERP refuse what breaks it.
 */
export const zonePriceFits = (zoneFen: number | null, priceFen: number) =>
  zoneFen === null || zoneFen <= priceFen;

/**
 * The zone's unit price of a SKU for a member whose own price is `baseFen` (ADR 0029): the price
 * the shop set for the zone, its normal price when none, never above the member's own price;
 * what a near-expiry line charges per unit.
 */
export const zonePriceFen = (
  sku: { priceFen: number; nearExpiryPriceFen: number | null },
  baseFen: number,
) => Math.max(0, Math.min(sku.nearExpiryPriceFen ?? sku.priceFen, baseFen));
