import { navListEndpoint } from '@shop/contracts/site';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toastOnError } from '@/lib/toast-on-error';

export const getNavList = () => apiCall(navListEndpoint, {});

export const navListQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'nav-list'],
    queryFn: toastOnError(getNavList),
    staleTime: 10 * 60_000,
  });

export const useNavList = () => useQuery(navListQueryOptions()).data ?? [];
