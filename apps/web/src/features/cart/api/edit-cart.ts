import { type CartEditBody, cartEditEndpoint } from '@shop/contracts/cart';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_KEY } from './get-cart-lists';

/** `/api/cart/edit`: sets a line's quantity; the server refuses what the rules forbid. */
export const editCart = (body: CartEditBody) => apiCall(cartEditEndpoint, body);

/**
 * Sets a quantity, then refreshes every cart query (spec §4), also after a refusal so the page
 * shows the server's quantity again.
 */
export function useEditCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}
