import { floatLayerEndpoint } from '@shop/contracts/site';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getFloatLayer = () => apiCall(floatLayerEndpoint, {});

export const floatLayerQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'floatLayer'],
    queryFn: getFloatLayer,
    staleTime: 10 * 60_000,
  });

export const useFloatLayer = () => useQuery(floatLayerQueryOptions());
