import { defaultSearchWordsEndpoint } from '@shop/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { toastOnError } from '@/lib/toast-on-error';

export const getDefaultSearchWords = () => apiCall(defaultSearchWordsEndpoint, {});

export const defaultSearchWordsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'default-search-words'],
    queryFn: toastOnError(getDefaultSearchWords),
    staleTime: 10 * 60_000,
  });

/** The search box placeholder set by the shop ('' until loaded or when unset). */
export const useDefaultSearchWords = () =>
  useQuery(defaultSearchWordsQueryOptions()).data?.words ?? '';
