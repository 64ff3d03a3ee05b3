import { copyrightEndpoint } from '@shop/contracts/site';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getCopyright = () => apiCall(copyrightEndpoint, {});

export const copyrightQueryOptions = () =>
  queryOptions({ queryKey: ['site', 'copyright'], queryFn: getCopyright, staleTime: 10 * 60_000 });

export const useCopyright = () => useQuery(copyrightQueryOptions());
