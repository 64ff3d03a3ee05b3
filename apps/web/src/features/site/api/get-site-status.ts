import { siteStatusEndpoint } from '@shop/contracts/site';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions } from '@tanstack/react-query';

/** Resolves while the site is open; a closed site rejects (code -3). */
export const getSiteStatus = () => apiCall(siteStatusEndpoint, {});

/** Asked once at start-up: a closed site answers -3 and the API events go to /closed. */
export const siteStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'status'],
    queryFn: getSiteStatus,
    staleTime: Infinity,
    retry: false,
  });
