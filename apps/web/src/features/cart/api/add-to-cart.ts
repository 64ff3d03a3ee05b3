import type { CartAddBody } from '@shop/contracts/cart';
import { IdResultSchema } from '@shop/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { CART_KEY } from './get-cart-lists';

/** `/api/cart/add`: a SKU (`sku_id`) or a bundle (`bl_id`); adding again raises the quantity. */
export const addToCart = (body: CartAddBody) => apiPost('/api/cart/add', body, IdResultSchema);

/** Adds to the cart, then refreshes every cart query (badges, mini cart, page; spec §4). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}
