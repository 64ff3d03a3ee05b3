import { type GoodsFacetsBody, goodsFacetsEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** `/api/goodssku/facets`: brands, manufacturers and categories of the current result. */
export const getGoodsFacets = (body: GoodsFacetsBody) => apiCall(goodsFacetsEndpoint, body);

export const goodsFacetsQueryOptions = (body: GoodsFacetsBody, isMember: boolean) =>
  queryOptions({
    queryKey: ['catalogue', 'goods-facets', body, isMember],
    queryFn: () => getGoodsFacets(body),
    staleTime: 5 * 60_000,
  });

export const useGoodsFacets = (body: GoodsFacetsBody, isMember: boolean) =>
  useQuery({ ...goodsFacetsQueryOptions(body, isMember), placeholderData: keepPreviousData });
