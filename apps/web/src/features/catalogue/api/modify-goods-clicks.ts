import { GoodsClicksSchema } from '@shop/contracts/catalogue';
import { apiPost } from '@/lib/api-client';

/** `/api/goods/modifyclicks`: counts one view of the goods page (visitors too). */
export const modifyGoodsClicks = (skuId: number) =>
  apiPost('/api/goods/modifyclicks', { sku_id: skuId }, GoodsClicksSchema);
