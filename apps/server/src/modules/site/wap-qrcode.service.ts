import type { WapQrcode } from '@shop/contracts/site';
import QRCode from 'qrcode';
import type { DbExecutor } from '../../db/client';
import { getWapSiteUrl } from '../settings';

/** The last encoded address and its image: the address rarely changes, encoding costs CPU. */
let cached: WapQrcode | null = null;

/** The mobile-site address and its QR code as a PNG data URL; both empty when no address is set. */
export async function getWapQrcode(db: DbExecutor): Promise<WapQrcode> {
  const url = await getWapSiteUrl(db);
  if (!url) return { url: '', img: '' };
  if (cached?.url === url) return cached;
  const img = await QRCode.toDataURL(url, {
    type: 'image/png',
    width: 160,
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  cached = { url, img };
  return cached;
}
