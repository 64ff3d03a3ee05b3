import { goodsCollectPageEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toastOnError } from '@/lib/toast-on-error';
import { goodsCollectKeys } from './goods-collect-keys';

export type GoodsCollectPageParams = { page: number; pageSize: number };

/** One page of the member's favourites, newest first. */
export const getGoodsCollectPage = ({ page, pageSize }: GoodsCollectPageParams) =>
  apiCall(goodsCollectPageEndpoint, { page, page_size: pageSize });

export const goodsCollectPageQueryOptions = (params: GoodsCollectPageParams) =>
  queryOptions({
    queryKey: goodsCollectKeys.page(params),
    queryFn: toastOnError(() => getGoodsCollectPage(params)),
    placeholderData: keepPreviousData,
  });

export const useGoodsCollectPage = (params: GoodsCollectPageParams) =>
  useQuery(goodsCollectPageQueryOptions(params));
