import { hotSearchWordsEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toastOnError } from '@/lib/toast-on-error';

export const getHotSearchWords = () => apiCall(hotSearchWordsEndpoint, {});

export const hotSearchWordsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'hot-search-words'],
    queryFn: toastOnError(getHotSearchWords),
    staleTime: 10 * 60_000,
  });

/** Each hot word as shown (in the page's language) and the shop's keyword it searches. */
export const useHotSearchWords = (): { word: string; keyword: string }[] => {
  const data = useQuery(hotSearchWordsQueryOptions()).data;
  return (data?.words ?? []).map((word, i) => ({ word, keyword: data?.keywords[i] ?? word }));
};
