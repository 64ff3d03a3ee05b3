import { type GoodsEvaluatePageBody, goodsEvaluatePageEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** `/api/goodsevaluate/page`: a page of a goods' evaluations with the per-tab counts. */
export const getGoodsEvaluatePage = (body: GoodsEvaluatePageBody) =>
  apiCall(goodsEvaluatePageEndpoint, body);

export const goodsEvaluatePageQueryOptions = (body: GoodsEvaluatePageBody) =>
  queryOptions({
    queryKey: ['catalogue', 'goods-evaluate-page', body],
    queryFn: () => getGoodsEvaluatePage(body),
    staleTime: 60_000,
  });

/** Keeps the previous page on screen while the next page or filter loads. */
export const useGoodsEvaluatePage = (body: GoodsEvaluatePageBody, enabled = true) =>
  useQuery({ ...goodsEvaluatePageQueryOptions(body), enabled, placeholderData: keepPreviousData });
