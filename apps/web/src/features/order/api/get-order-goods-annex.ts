import { orderGoodsAnnexEndpoint } from '@shop/contracts/order';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from '../lib/order-keys';

/** The batches shipped of each line of one of the member's orders, with their documents. */
export const getOrderGoodsAnnex = (orderId: number) =>
  apiCall(orderGoodsAnnexEndpoint, { order_id: orderId });

export const orderGoodsAnnexQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.annex(orderId),
    queryFn: () => getOrderGoodsAnnex(orderId),
    staleTime: 0,
  });

/** Asks only when `enabled` (the order has shipped something). */
export const useOrderGoodsAnnex = (orderId: number, enabled: boolean) =>
  useQuery({ ...orderGoodsAnnexQueryOptions(orderId), enabled });
