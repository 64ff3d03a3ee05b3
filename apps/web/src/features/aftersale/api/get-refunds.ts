import {
  refundDataEndpoint,
  refundDetailEndpoint,
  refundListEndpoint,
  type RefundTab,
} from '@shop/contracts/aftersale';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Every query of refunds starts with this key: a refund write refreshes them all. */
export const REFUND_KEY = ['aftersale', 'refund'] as const;

/** Rows of the after-sales list per page. */
export const REFUND_PAGE_SIZE = 10;

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** `/api/orderrefund/refundData`: what the refund form of an order line shows. */
export const useRefundData = (orderGoodsId: number) =>
  useQuery({
    queryKey: [...REFUND_KEY, 'data', orderGoodsId],
    queryFn: () => apiCall(refundDataEndpoint, { order_goods_id: orderGoodsId }),
    enabled: validId(orderGoodsId),
  });

export const refundPageQueryOptions = (page: number, tab: RefundTab) =>
  queryOptions({
    queryKey: [...REFUND_KEY, 'page', tab, page],
    queryFn: () => apiCall(refundListEndpoint, { page, page_size: REFUND_PAGE_SIZE, tab }),
    placeholderData: keepPreviousData,
  });

/** `/api/orderrefund/lists`: the member's refunds of a tab. */
export const useRefundPage = (page: number, tab: RefundTab) =>
  useQuery(refundPageQueryOptions(page, tab));

/** The refunds of one order (its detail page marks the lines under after-sales). */
export const useOrderRefunds = (orderId: number | undefined) =>
  useQuery({
    queryKey: [...REFUND_KEY, 'order', orderId],
    queryFn: () => apiCall(refundListEndpoint, { order_id: orderId, page: 1, page_size: 50 }),
    enabled: orderId !== undefined && validId(orderId),
  });

/** `/api/orderrefund/detail`: one refund with its timeline, messages and complaint. */
export const useRefundDetail = (refundId: number) =>
  useQuery({
    queryKey: [...REFUND_KEY, 'detail', refundId],
    queryFn: () => apiCall(refundDetailEndpoint, { refund_id: refundId }),
    enabled: validId(refundId),
  });
