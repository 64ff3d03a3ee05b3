import { shopPageEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The shop the side toolbar's chat opens when the member has no session yet: the platform's own
 * shop (`is_own`) of the /street list (`/api/shop/page`), else its first shop; 0 when none.
 */
export const getDefaultChatShop = () =>
  apiCall(shopPageEndpoint, { page: 1, page_size: 50 }).then(
    (page) => (page.list.find((shop) => shop.is_own === 1) ?? page.list[0])?.site_id ?? 0,
  );

export const defaultChatShopQueryOptions = () =>
  queryOptions({
    queryKey: ['chat', 'default-shop'],
    queryFn: getDefaultChatShop,
    staleTime: 10 * 60_000,
  });

export const useDefaultChatShop = (enabled: boolean) =>
  useQuery({ ...defaultChatShopQueryOptions(), enabled });
