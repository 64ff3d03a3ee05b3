import { floatLayerEndpoint } from '@shop/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const getFloatLayer = () => apiCall(floatLayerEndpoint, {});

export const floatLayerQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'floatLayer'],
    queryFn: getFloatLayer,
    staleTime: 10 * 60_000,
  });

export const useFloatLayer = () => useQuery(floatLayerQueryOptions());
