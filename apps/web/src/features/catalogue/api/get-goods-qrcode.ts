import { goodsQrcodeEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/api/goodssku/goodsqrcode`: a PNG data URL of the page address, for scanning with a phone. */
export const getGoodsQrcode = (skuId: number) => apiCall(goodsQrcodeEndpoint, { sku_id: skuId });

export const goodsQrcodeQueryOptions = (skuId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'goods-qrcode', skuId],
    queryFn: () => getGoodsQrcode(skuId),
    staleTime: Infinity,
  });

/** Fetched only once the buyer hovers "手机扫码" (`enabled`), so the page load stays light. */
export const useGoodsQrcode = (skuId: number, enabled: boolean) =>
  useQuery({ ...goodsQrcodeQueryOptions(skuId), enabled });
