import { goodsEvaluateConfigEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/api/goodsevaluate/config`: whether the mall shows evaluations at all. */
export const getGoodsEvaluateConfig = () => apiCall(goodsEvaluateConfigEndpoint, {});

export const goodsEvaluateConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'goods-evaluate-config'],
    queryFn: getGoodsEvaluateConfig,
    staleTime: 30 * 60_000,
  });

export const useGoodsEvaluateConfig = () => useQuery(goodsEvaluateConfigQueryOptions());
