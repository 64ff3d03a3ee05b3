import { siteInfoEndpoint } from '@shop/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { toastOnError } from '@/lib/toast-on-error';

export const getSiteInfo = () => apiCall(siteInfoEndpoint, {});

export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'info'],
    queryFn: toastOnError(getSiteInfo),
    staleTime: 10 * 60_000,
  });

export const useSiteInfo = () => useQuery(siteInfoQueryOptions());
