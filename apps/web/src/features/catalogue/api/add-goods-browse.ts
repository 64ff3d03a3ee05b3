import { goodsBrowseAddEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { hasSession } from '@/lib/session';

/**
 * Records a footprint for the logged-in member (a visitor: nothing is sent) (`/api/goodsbrowse/add`). Fire and forget: the
 * detail page never waits for it and a failure is ignored silently.
 */
export function addGoodsBrowse(body: { goods_id: number; sku_id: number }): void {
  if (!hasSession()) return;
  apiCall(goodsBrowseAddEndpoint, body).catch(() => undefined);
}
