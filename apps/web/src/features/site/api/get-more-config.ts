import { moreConfigEndpoint } from '@shop/contracts/site';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getMoreConfig = () => apiCall(moreConfigEndpoint, {});

export const moreConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'moreConfig'],
    queryFn: getMoreConfig,
    staleTime: 10 * 60_000,
  });

export const useMoreConfig = () => useQuery(moreConfigQueryOptions());
