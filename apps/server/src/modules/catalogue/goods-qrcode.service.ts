import type { GoodsQrcode } from '@shop/contracts/catalogue';
import QRCode from 'qrcode';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findSkuInfoRow } from './goods-detail.repository';
import { getPcSiteOrigin } from './goods-settings.service';

/** Rendered codes by address, least recently used first; bounded so odd hosts cannot grow it. */
const QRCODE_CACHE_MAX = 500;
const cache = new Map<string, string>();

/** A request's own origin, only when its host looks like a host name (else no origin). */
export function requestOrigin(protocol: string, host: string | undefined): string {
  if (!host || !/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host)) return '';
  return `${protocol === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
}

async function render(address: string): Promise<string> {
  const hit = cache.get(address);
  if (hit !== undefined) {
    cache.delete(address);
    cache.set(address, hit);
    return hit;
  }
  const path = await QRCode.toDataURL(address, {
    type: 'image/png',
    width: 160,
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  cache.set(address, path);
  if (cache.size > QRCODE_CACHE_MAX) cache.delete(cache.keys().next().value as string);
  return path;
}

/**
 * `/api/goodssku/goodsqrcode`: a PNG data URL of the goods page address `<origin>/sku-{id}`. The
 * origin is the shop's storefront address when set, else the request's own.
 */
export async function getGoodsQrcode(
  db: DbExecutor,
  skuId: number,
  fallbackOrigin: string,
): Promise<GoodsQrcode> {
  const [row, origin] = await Promise.all([findSkuInfoRow(db, skuId), getPcSiteOrigin(db)]);
  if (!row) throw new AppError('goods_detail.not_found');
  return { path: await render(`${origin || fallbackOrigin}/sku-${row.skuId}`) };
}
