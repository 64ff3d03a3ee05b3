import { servicerConfigEndpoint } from '@shop/contracts/site';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getServicerConfig = () => apiCall(servicerConfigEndpoint, {});

export const servicerConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'servicerConfig'],
    queryFn: getServicerConfig,
    staleTime: 10 * 60_000,
  });

export const useServicerConfig = () => useQuery(servicerConfigQueryOptions());
