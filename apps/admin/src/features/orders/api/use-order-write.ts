import {
  consoleOrderCountsEndpoint,
  consoleOrderDetailEndpoint,
  consoleOrderListEndpoint,
  consolePickingEndpoint,
} from '@shop/contracts/order';
import type { StaffEndpoint } from '@shop/contracts/staff';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

/** Reads every order view again: the list's pages, the details, picking lists, the counts. */
export const refreshOrderViews = (queryClient: QueryClient) =>
  Promise.all(
    [
      consoleOrderListEndpoint,
      consoleOrderDetailEndpoint,
      consolePickingEndpoint,
      consoleOrderCountsEndpoint,
    ].map((read) => queryClient.invalidateQueries({ queryKey: [read.path] })),
  );

/**
 * The order writes of the console (issue 15). After any of them, whether it succeeded or the
 * server refused it (another staff member acted first), every order view is read again.
 */
export function useOrderWrite<Body extends z.ZodType, Data extends z.ZodType>(
  endpoint: StaffEndpoint<Body, Data>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<Body>) => apiCall(endpoint, body),
    onSettled: () => refreshOrderViews(queryClient),
  });
}
