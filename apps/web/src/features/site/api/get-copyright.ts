import { copyrightEndpoint } from '@shop/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const getCopyright = () => apiCall(copyrightEndpoint, {});

export const copyrightQueryOptions = () =>
  queryOptions({ queryKey: ['site', 'copyright'], queryFn: getCopyright, staleTime: 10 * 60_000 });

export const useCopyright = () => useQuery(copyrightQueryOptions());
