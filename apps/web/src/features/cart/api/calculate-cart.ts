import { cartCalculateEndpoint } from '@shop/contracts/cart';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { hasSession } from '@/lib/session';
import { CART_KEY } from './get-cart-lists';

/** `/api/Cart/calculate`: the server's totals of the checked lines (the figures the order charges). */
export const calculateCart = (cartIds: number[]) =>
  apiCall(cartCalculateEndpoint, { cart_ids: cartIds });

/**
 * Key `['cart', 'calculate', ids]`, so an edit (which invalidates `['cart']`) recalculates too.
 * The ids are sorted: checking in another order asks nothing new.
 */
export const calculateCartQueryOptions = (cartIds: number[]) => {
  const ids = [...cartIds].sort((a, b) => a - b);
  return queryOptions({
    queryKey: [...CART_KEY, 'calculate', ids],
    queryFn: () => calculateCart(ids),
    enabled: hasSession() && ids.length > 0,
    placeholderData: keepPreviousData,
  });
};

/** `enabled` false (a closed mini cart) asks nothing yet. */
export function useCalculateCart(cartIds: number[], { enabled = true } = {}) {
  const options = calculateCartQueryOptions(cartIds);
  return useQuery({ ...options, enabled: enabled && options.enabled });
}
