import { orderListEndpoint, type OrderListTab } from '@shop/contracts/order';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toastOnError } from '@/lib/toast-on-error';
import { orderKeys } from '../lib/order-keys';
import { ORDER_PAGE_SIZE } from '../lib/order-tabs';

export type OrderListParams = { tab: OrderListTab; page: number };

/** One page of the member's orders of a tab (全部订单, 待付款, ...), newest first. */
export const getOrderList = ({ tab, page }: OrderListParams) =>
  apiCall(orderListEndpoint, { page, page_size: ORDER_PAGE_SIZE, order_status: tab });

export const orderListQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: orderKeys.list(params.tab, params.page),
    queryFn: toastOnError(() => getOrderList(params)),
    placeholderData: keepPreviousData,
    // Orders change elsewhere (paid on /pay, shipped by the shop): always check on return.
    staleTime: 0,
  });

export const useOrderList = (params: OrderListParams) => useQuery(orderListQueryOptions(params));
