import { cartListsEndpoint } from '@shop/contracts/cart';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { hasSession } from '@/lib/session';
import { toastOnError } from '@/lib/toast-on-error';

/** Every cart query key starts with this: invalidating it refreshes badges, mini cart and page. */
export const CART_KEY = ['cart'] as const;

export const getCartLists = () => apiCall(cartListsEndpoint, {});

/** Key `['cart', 'lists']`: the SKU lines (`data`) and bundle lines (`bundling`), server-priced. */
export const cartListsQueryOptions = () =>
  queryOptions({
    queryKey: [...CART_KEY, 'lists'],
    queryFn: toastOnError(getCartLists),
    enabled: hasSession(),
    placeholderData: keepPreviousData,
  });

/** The member's cart; a visitor never asks (the query stays disabled). */
export const useCartLists = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...cartListsQueryOptions(), enabled: hasSession() && options.enabled !== false });
