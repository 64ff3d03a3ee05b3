import { orderDetailEndpoint } from '@shop/contracts/order';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from '../lib/order-keys';

/** One order of the member with address, invoice, breakdown and log; another's id is refused. */
export const getOrderDetail = (orderId: number) =>
  apiCall(orderDetailEndpoint, { order_id: orderId });

/** The page shows a refusal's message itself (no toast): the call is not wrapped in toastOnError. */
export const orderDetailQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: () => getOrderDetail(orderId),
    staleTime: 0,
  });

/** `orderId` undefined (a bad or missing id in the URL) makes no call. */
export const useOrderDetail = (orderId: number | undefined) =>
  useQuery({ ...orderDetailQueryOptions(orderId ?? 0), enabled: orderId !== undefined });
