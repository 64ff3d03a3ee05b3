import { consoleOrderDetailEndpoint } from '@shop/contracts/order';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/staff/api/order/detail`: one order of the staff's shop(s) (another shop's is "not found"). */
export const orderDetailQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [consoleOrderDetailEndpoint.path, { order_id: orderId }],
    queryFn: ({ signal }) => apiCall(consoleOrderDetailEndpoint, { order_id: orderId }, { signal }),
  });

export const useOrderDetail = (orderId: number) => useQuery(orderDetailQueryOptions(orderId));
