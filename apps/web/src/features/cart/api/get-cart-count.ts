import { cartCountEndpoint } from '@shop/contracts/cart';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasSession } from '@/lib/session';
import { toastOnError } from '@/lib/toast-on-error';

export const getCartCount = () => apiCall(cartCountEndpoint, {});

/** Key `['cart', 'count']`: invalidate it after add, delete and edit (spec §4). */
export const cartCountQueryOptions = () =>
  queryOptions({
    queryKey: ['cart', 'count'],
    queryFn: toastOnError(getCartCount),
    enabled: hasSession(),
  });

/** The member's cart line count; 0 for a visitor or while loading. */
export function useCartCount(): number {
  const { data = 0 } = useQuery(cartCountQueryOptions());
  return hasSession() ? data : 0;
}
