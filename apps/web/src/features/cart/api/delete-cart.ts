import { type CartDeleteBody, cartDeleteEndpoint } from '@shop/contracts/cart';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_KEY } from './get-cart-lists';

/** `/api/cart/delete`: one line or several (batch delete, clearing invalid lines). */
export const deleteCart = (body: CartDeleteBody) => apiCall(cartDeleteEndpoint, body);

/** Deletes lines, then refreshes every cart query (spec §4). */
export function useDeleteCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}
