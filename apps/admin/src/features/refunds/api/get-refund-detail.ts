import { consoleRefundDetailEndpoint } from '@shop/contracts/aftersale';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * `/staff/api/refund/detail` (refund.read): one refund within the staff's reach, both sides'
 * words, the complaint and what staff may do now (another shop's is "not found").
 */
export const refundDetailQueryOptions = (refundId: number) =>
  queryOptions({
    queryKey: [consoleRefundDetailEndpoint.path, { refund_id: refundId }],
    queryFn: ({ signal }) =>
      apiCall(consoleRefundDetailEndpoint, { refund_id: refundId }, { signal }),
  });

export const useRefundDetail = (refundId: number) =>
  useQuery({ ...refundDetailQueryOptions(refundId), enabled: refundId > 0 });
