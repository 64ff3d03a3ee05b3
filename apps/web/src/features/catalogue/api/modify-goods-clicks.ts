import { goodsModifyClicksEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';

/** `/api/goods/modifyclicks`: counts one view of the goods page (visitors too). */
export const modifyGoodsClicks = (skuId: number) =>
  apiCall(goodsModifyClicksEndpoint, { sku_id: skuId });
