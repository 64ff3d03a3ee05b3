import { OrderCreatedSchema, type OrderCreateBody } from '@shop/contracts/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/**
 * `/api/ordercreate/create`: one order per shop under one payment. The body's idempotency key
 * makes a repeated submit answer the first result instead of creating another order.
 */
export const createOrder = (body: OrderCreateBody) =>
  apiPost('/api/ordercreate/create', body, OrderCreatedSchema);

/** Creates the orders; the ordered cart lines are gone, so every cart query (count badge) reloads. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}
