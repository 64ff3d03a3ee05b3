import { shopPageEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The shops a platform account may put a servicer in or filter lists by, from the storefront's
 * `/api/shop/page` (the first 100, newest first; a mall has a handful). Asked only when `enabled`.
 */
export const useShopOptions = (enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: [shopPageEndpoint.path, 'options'] as const,
      queryFn: async ({ signal }) => {
        const page = await apiCall(shopPageEndpoint, { page: 1, page_size: 100 }, { signal });
        return page.list.map((shop) => ({ value: String(shop.site_id), label: shop.shop_name }));
      },
      staleTime: 5 * 60_000,
    }),
    enabled,
  });
