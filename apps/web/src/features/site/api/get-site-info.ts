import { siteInfoEndpoint } from '@shop/contracts/site';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toastOnError } from '@/lib/toast-on-error';

export const getSiteInfo = () => apiCall(siteInfoEndpoint, {});

export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'info'],
    queryFn: toastOnError(getSiteInfo),
    staleTime: 10 * 60_000,
  });

export const useSiteInfo = () => useQuery(siteInfoQueryOptions());
