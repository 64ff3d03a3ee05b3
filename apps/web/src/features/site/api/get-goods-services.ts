import { goodsServicesEndpoint } from '@shop/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const getGoodsServices = () => apiCall(goodsServicesEndpoint, {});

export const goodsServicesQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'goodsServices'],
    queryFn: getGoodsServices,
    staleTime: 10 * 60_000,
  });

/** Service promises; a failure empties the list (spec §8). */
export const useGoodsServices = () => useQuery(goodsServicesQueryOptions()).data ?? [];
