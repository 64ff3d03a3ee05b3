import { goodsSuggestEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const GOODS_SUGGEST_LIMIT = 10;

/** `/api/goodssku/searchGoodsByKeyWord`: goods names matching a keyword, matched parts marked. */
export const getGoodsSuggestions = (keyword: string) =>
  apiCall(goodsSuggestEndpoint, { keyword, limit: GOODS_SUGGEST_LIMIT });

export const goodsSuggestionsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['catalogue', 'goods-suggestions', keyword],
    queryFn: () => getGoodsSuggestions(keyword),
    staleTime: 5 * 60_000,
  });

/**
 * Suggestions for the settled keyword ('' asks nothing). Keyed by keyword, so an answer to an
 * older keyword never shows under a newer one; failures stay silent (the search still works).
 */
export const useGoodsSuggestions = (keyword: string) =>
  useQuery({ ...goodsSuggestionsQueryOptions(keyword), enabled: keyword !== '', retry: false });
