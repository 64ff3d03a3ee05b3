import type { CartDeleteBody } from '@shop/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IdResultSchema } from '@shop/contracts/common';
import { apiPost } from '@/lib/api-client';
import { CART_KEY } from './get-cart-lists';

/** `/api/cart/delete`: one line or several (batch delete, clearing invalid lines). */
export const deleteCart = (body: CartDeleteBody) =>
  apiPost('/api/cart/delete', body, IdResultSchema);

/** Deletes lines, then refreshes every cart query (spec §4). */
export function useDeleteCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}
