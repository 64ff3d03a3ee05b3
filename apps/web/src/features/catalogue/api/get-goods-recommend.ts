import { type GoodsRecommendBody, goodsRecommendEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/api/goodssku/recommend`: best sellers of the goods' category, the goods itself excluded. */
export const getGoodsRecommend = (body: GoodsRecommendBody) =>
  apiCall(goodsRecommendEndpoint, body);

export const goodsRecommendQueryOptions = (body: GoodsRecommendBody, isMember: boolean) =>
  queryOptions({
    // The member flag is part of the key: a visitor's cached cards have no prices.
    queryKey: ['catalogue', 'goods-recommend', body, isMember],
    queryFn: () => getGoodsRecommend(body),
    staleTime: 5 * 60_000,
  });

export const useGoodsRecommend = (body: GoodsRecommendBody, isMember: boolean) =>
  useQuery(goodsRecommendQueryOptions(body, isMember));
