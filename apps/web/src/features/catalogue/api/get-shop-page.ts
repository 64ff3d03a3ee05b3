import { type ShopPageBody, shopPageEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** `/api/shop/page`: the shops of /street, matched on name or pinyin initials. */
export const getShopPage = (body: ShopPageBody) => apiCall(shopPageEndpoint, body);

export const shopPageQueryOptions = (body: ShopPageBody) =>
  queryOptions({
    queryKey: ['catalogue', 'shop-page', body],
    queryFn: () => getShopPage(body),
    staleTime: 60_000,
  });

export const useShopPage = (body: ShopPageBody) =>
  useQuery({ ...shopPageQueryOptions(body), placeholderData: keepPreviousData });
