import { servicerConfigEndpoint } from '@shop/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const getServicerConfig = () => apiCall(servicerConfigEndpoint, {});

export const servicerConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'servicerConfig'],
    queryFn: getServicerConfig,
    staleTime: 10 * 60_000,
  });

export const useServicerConfig = () => useQuery(servicerConfigQueryOptions());
