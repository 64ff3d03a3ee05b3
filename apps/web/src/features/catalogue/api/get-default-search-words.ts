import { defaultSearchWordsEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
