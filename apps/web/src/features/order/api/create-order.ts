import {
  type OrderConfirm,
  OrderConfirmSchema,
  type OrderCreateBody,
  orderCreateEndpoint,
} from '@shop/contracts/order';
import { apiCall, ApiError } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * `/api/ordercreate/create`: one order per shop under one payment. The body's idempotency key
 * makes a repeated submit answer the first result instead of creating another order.
 */
export const createOrder = (body: OrderCreateBody) => apiCall(orderCreateEndpoint, body);

/**
 * The new figures of a submit refused because the prices changed since the confirmation the body
 * carried (the refusal's `data` is the new confirmation); null for any other failure.
 */
export function changedPricesOf(error: unknown): OrderConfirm | null {
  if (!(error instanceof ApiError) || error.network || error.data === null) return null;
  const parsed = OrderConfirmSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/** Creates the orders; the ordered cart lines are gone, so every cart query (count badge) reloads. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}
