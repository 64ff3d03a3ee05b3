import { goodsSkuDetailEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** `/api/goodssku/detail`: the goods page of one SKU (prices only for members who may see them). */
export const getGoodsSkuDetail = (skuId: number) =>
  apiCall(goodsSkuDetailEndpoint, { sku_id: skuId }).then((data) => data.goods_sku_detail);

export const goodsSkuDetailQueryOptions = (skuId: number, isMember: boolean) =>
  queryOptions({
    // The member flag is part of the key: a visitor's cached detail has no prices.
    queryKey: ['catalogue', 'goods-sku-detail', skuId, isMember],
    queryFn: () => getGoodsSkuDetail(skuId),
    staleTime: 30_000,
  });

/**
 * The detail of a SKU. While another SKU of the same page loads (spec switching) the previous
 * one stays on screen instead of a skeleton. A failure is shown by the page, not as a toast.
 */
export const useGoodsSkuDetail = (skuId: number, isMember: boolean) =>
  useQuery({ ...goodsSkuDetailQueryOptions(skuId, isMember), placeholderData: keepPreviousData });
