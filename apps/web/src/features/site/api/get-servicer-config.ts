import { ServicerConfigSchema } from '@shop/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

export const getServicerConfig = () => apiPost('/api/config/servicer', {}, ServicerConfigSchema);

export const servicerConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'servicerConfig'],
    queryFn: getServicerConfig,
    staleTime: 10 * 60_000,
  });

export const useServicerConfig = () => useQuery(servicerConfigQueryOptions());
