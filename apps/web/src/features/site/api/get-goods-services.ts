import { goodsServicesEndpoint } from '@shop/contracts/site';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getGoodsServices = () => apiCall(goodsServicesEndpoint, {});

export const goodsServicesQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'goodsServices'],
    queryFn: getGoodsServices,
    staleTime: 10 * 60_000,
  });

/** Service promises; a failure empties the list (spec §8). */
export const useGoodsServices = () => useQuery(goodsServicesQueryOptions()).data ?? [];
