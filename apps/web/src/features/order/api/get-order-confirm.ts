import { type OrderCalculateBody, orderConfirmEndpoint } from '@shop/contracts/order';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/api/ordercreate/payment` (login required): the confirmation of an order source, priced. */
export const getOrderConfirm = (body: OrderCalculateBody) => apiCall(orderConfirmEndpoint, body);

/**
 * Loaded once per source: the page then recalculates with the buyer's choices, so a background
 * refetch would only undo them. Kept out of the cache once the page is left.
 */
export const orderConfirmQueryOptions = (body: OrderCalculateBody) =>
  queryOptions({
    queryKey: ['order', 'confirm', body],
    queryFn: () => getOrderConfirm(body),
    staleTime: Infinity,
    gcTime: 0,
  });

export const useOrderConfirm = (body: OrderCalculateBody | null) =>
  useQuery({
    ...orderConfirmQueryOptions(body ?? {}),
    enabled: body !== null,
  });
