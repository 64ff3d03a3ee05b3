import { consolePickingEndpoint } from '@shop/contracts/order';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/staff/api/order/picking`: the lines to pick of the chosen orders (1 to 50). */
export const pickingQueryOptions = (orderIds: number[]) =>
  queryOptions({
    queryKey: [consolePickingEndpoint.path, { order_ids: orderIds }],
    queryFn: ({ signal }) => apiCall(consolePickingEndpoint, { order_ids: orderIds }, { signal }),
  });

export const usePicking = (orderIds: number[]) =>
  useQuery({ ...pickingQueryOptions(orderIds), enabled: orderIds.length > 0 });
