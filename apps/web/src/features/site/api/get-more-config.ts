import { MoreConfigSchema } from '@shop/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

export const getMoreConfig = () => apiPost('/pc/api/pc/moreConfig', {}, MoreConfigSchema);

export const moreConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'moreConfig'],
    queryFn: getMoreConfig,
    staleTime: 10 * 60_000,
  });

export const useMoreConfig = () => useQuery(moreConfigQueryOptions());
