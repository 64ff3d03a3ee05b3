import { outOfStockPageEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const OUT_OF_STOCK_KEY = ['member', 'out-of-stock'] as const;

export type OutOfStockPageParams = { page: number; pageSize: number };

/** `/api/outofstock/page` (login required): the member's own registrations, newest first. */
export const getOutOfStockPage = ({ page, pageSize }: OutOfStockPageParams) =>
  apiCall(outOfStockPageEndpoint, { page, page_size: pageSize });

export const outOfStockPageQueryOptions = (params: OutOfStockPageParams) =>
  queryOptions({
    queryKey: [...OUT_OF_STOCK_KEY, params],
    queryFn: () => getOutOfStockPage(params),
  });

/** Members only: disabled for a visitor. */
export const useOutOfStockPage = (params: OutOfStockPageParams, enabled: boolean) =>
  useQuery({ ...outOfStockPageQueryOptions(params), enabled, placeholderData: keepPreviousData });
