import { goodsAftersaleEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/api/goods/aftersale`: the mall's after-sale policy as plain text. */
export const getGoodsAftersale = () => apiCall(goodsAftersaleEndpoint, {});

export const goodsAftersaleQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'goods-aftersale'],
    queryFn: getGoodsAftersale,
    staleTime: 30 * 60_000,
  });

/** Loaded when its tab opens (`enabled`). */
export const useGoodsAftersale = (enabled: boolean) =>
  useQuery({ ...goodsAftersaleQueryOptions(), enabled });
