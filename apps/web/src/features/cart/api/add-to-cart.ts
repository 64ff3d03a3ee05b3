import { type CartAddBody, cartAddEndpoint } from '@shop/contracts/cart';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_KEY } from './get-cart-lists';

/** `/api/cart/add`: a SKU (`sku_id`) or a bundle (`bl_id`); adding again raises the quantity. */
export const addToCart = (body: CartAddBody) => apiCall(cartAddEndpoint, body);

/** Adds to the cart, then refreshes every cart query (badges, mini cart, page; spec §4). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}
