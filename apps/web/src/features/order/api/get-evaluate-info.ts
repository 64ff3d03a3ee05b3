import { evaluateInfoEndpoint } from '@shop/contracts/aftersale';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from '../lib/order-keys';

/** The lines of one of the member's orders with their evaluations (`/api/order/evluateinfo`). */
export const getEvaluateInfo = (orderId: number) =>
  apiCall(evaluateInfoEndpoint, { order_id: orderId });

/** The page shows a refusal's message itself (no toast). */
export const evaluateInfoQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.evaluate(orderId),
    queryFn: () => getEvaluateInfo(orderId),
    staleTime: 0,
  });

/** `orderId` undefined (a bad or missing id in the URL) makes no call. */
export const useEvaluateInfo = (orderId: number | undefined) =>
  useQuery({ ...evaluateInfoQueryOptions(orderId ?? 0), enabled: orderId !== undefined });
