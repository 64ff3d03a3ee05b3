import { FloatLayerSchema } from '@shop/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

export const getFloatLayer = () => apiPost('/api/pc/floatLayer', {}, FloatLayerSchema);

export const floatLayerQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'floatLayer'],
    queryFn: getFloatLayer,
    staleTime: 10 * 60_000,
  });

export const useFloatLayer = () => useQuery(floatLayerQueryOptions());
