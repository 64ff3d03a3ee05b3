import type { NearExpiryOffer } from '@shop/contracts/catalogue';
import { fenToYuan } from '@shop/contracts/money';
import { baseFen } from '@shop/contracts/pricing';
import type { DbExecutor } from '../../db/client';
import {
  buyerPairOf,
  nearExpiryWindow,
  nearStockOf,
  zonePriceFen,
  type BuyerGrades,
} from '../pricing';
import type { GoodsSkuRow, SkuDetailRow } from './goods-detail.repository';

/**
 * The goods' near-expiry stock sold apart in the zone (ADR 0029), with the zone price where the
 * viewer may see prices (`grades` then given): null when it has no units in the window, `offer`
 * null when the zone sold them all. Goods without batches, or whose nearest expiry lies beyond the
 * shop's window (or the zone is off), read nothing more.
 */
export async function nearOfferOf(
  db: DbExecutor,
  row: SkuDetailRow,
  skus: readonly GoodsSkuRow[],
  grades: Map<number, BuyerGrades> | null,
) {
  if (row.nearestExpiry === null) return null;
  const now = new Date();
  const window = await nearExpiryWindow(db, now);
  if (window === null || row.nearestExpiry > window.end) return null;
  const near = (await nearStockOf(db, [row.goodsId], now, window)).get(row.goodsId);
  const sku = near && skus.find((s) => s.skuId === near.skuId);
  if (!near || !sku) return null;
  const left = Math.min(near.left, Math.max(0, sku.stock));
  const offer: NearExpiryOffer | null =
    left > 0 ? { expiry_date: near.expiryDate, stock: left } : null;
  if (offer && grades)
    offer.price = fenToYuan(zonePriceFen(sku, baseFen(buyerPairOf(sku, grades))));
  return { skuId: sku.skuId, left, freshExpiry: near.freshExpiry, offer };
}
