import { GoodsServiceListSchema } from '@shop/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

export const getGoodsServices = () => apiPost('/api/goods/service', {}, GoodsServiceListSchema);

export const goodsServicesQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'goodsServices'],
    queryFn: getGoodsServices,
    staleTime: 10 * 60_000,
  });

/** Service promises; a failure empties the list (spec §8). */
export const useGoodsServices = () => useQuery(goodsServicesQueryOptions()).data ?? [];
