import { goodsModifyClicksEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@/lib/api-client';

/** `/api/goods/modifyclicks`: counts one view of the goods page (visitors too). */
export const modifyGoodsClicks = (skuId: number) =>
  apiCall(goodsModifyClicksEndpoint, { sku_id: skuId });
