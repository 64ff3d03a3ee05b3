import { type GoodsSkuPageBody, goodsSkuPageEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** `/api/goodssku/page`: one page of goods cards (prices only for members, spec §6). */
export const getGoodsPage = (body: GoodsSkuPageBody) => apiCall(goodsSkuPageEndpoint, body);

export const goodsPageQueryOptions = (body: GoodsSkuPageBody, isMember: boolean) =>
  queryOptions({
    // The member flag is part of the key: a visitor's cached page has no prices.
    queryKey: ['catalogue', 'goods-page', body, isMember],
    queryFn: () => getGoodsPage(body),
    staleTime: 60_000,
  });

/** The page keeps showing the previous result while the next one loads (no blank flash). */
export const useGoodsPage = (body: GoodsSkuPageBody, isMember: boolean) =>
  useQuery({ ...goodsPageQueryOptions(body, isMember), placeholderData: keepPreviousData });
