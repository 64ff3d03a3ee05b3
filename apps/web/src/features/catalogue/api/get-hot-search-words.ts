import { hotSearchWordsEndpoint } from '@shop/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { toastOnError } from '@/lib/toast-on-error';

export const getHotSearchWords = () => apiCall(hotSearchWordsEndpoint, {});

export const hotSearchWordsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'hot-search-words'],
    queryFn: toastOnError(getHotSearchWords),
    staleTime: 10 * 60_000,
  });

export const useHotSearchWords = () => useQuery(hotSearchWordsQueryOptions()).data?.words ?? [];
