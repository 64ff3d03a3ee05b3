import { orderNumEndpoint } from '@shop/contracts/order';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from '../lib/order-keys';

/** The member's orders per list tab (待付款, 待发货, 待收货, 待评价). */
export const getOrderNum = () => apiCall(orderNumEndpoint, {});

/** Counts are decoration: a failure leaves the tabs without numbers, no toast. */
export const orderNumQueryOptions = () =>
  queryOptions({ queryKey: orderKeys.num(), queryFn: getOrderNum, staleTime: 0 });

export const useOrderNum = () => useQuery(orderNumQueryOptions()).data;
