import { ShopPageSchema, type ShopPageBody } from '@shop/contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** `/api/shop/page`: the shops of /street, matched on name or pinyin initials. */
export const getShopPage = (body: ShopPageBody) => apiPost('/api/shop/page', body, ShopPageSchema);

export const shopPageQueryOptions = (body: ShopPageBody) =>
  queryOptions({
    queryKey: ['catalogue', 'shop-page', body],
    queryFn: () => getShopPage(body),
    staleTime: 60_000,
  });

export const useShopPage = (body: ShopPageBody) =>
  useQuery({ ...shopPageQueryOptions(body), placeholderData: keepPreviousData });
