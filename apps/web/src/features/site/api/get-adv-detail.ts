import { advDetailEndpoint } from '@shop/contracts/site';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toastOnError } from '@/lib/toast-on-error';

export const getAdvDetail = (keyword: string) => apiCall(advDetailEndpoint, { keyword });

export const advDetailQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['site', 'adv', keyword],
    queryFn: toastOnError(() => getAdvDetail(keyword)),
    staleTime: 5 * 60_000,
  });

export const useAdvDetail = (keyword: string) => useQuery(advDetailQueryOptions(keyword));

/** The live adverts of an advert position (empty while loading or when the keyword is unknown). */
export const useAdvList = (keyword: string) => useAdvDetail(keyword).data?.adv_list ?? [];
