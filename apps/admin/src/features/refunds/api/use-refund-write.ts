import {
  consoleComplainListEndpoint,
  consoleRefundDetailEndpoint,
  consoleRefundListEndpoint,
} from '@shop/contracts/aftersale';
import type { StaffEndpoint } from '@shop/contracts/staff';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

const REFUND_VIEWS = [
  consoleRefundListEndpoint.path,
  consoleRefundDetailEndpoint.path,
  consoleComplainListEndpoint.path,
];

/**
 * A refund or complaint write of the console (issue 17). After it, whether it succeeded or the
 * server refused it (another staff member acted first: 该售后单已被处理), the refund lists, the
 * details, the complaints and the dashboard's count (a page of the refund list) are read again.
 */
export function useRefundWrite<Body extends z.ZodType, Data extends z.ZodType>(
  endpoint: StaffEndpoint<Body, Data>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<Body>) => apiCall(endpoint, body),
    onSettled: () =>
      Promise.all(REFUND_VIEWS.map((path) => queryClient.invalidateQueries({ queryKey: [path] }))),
  });
}
