import { goodsPreviewTicketEndpoint } from '@shop/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@shop/web-kit/api';

/**
 * `/api/goodssku/preview` (issue 25): the goods page as the member a console preview link names
 * sees it; answered only to the browser holding that console session. Never cached or retried:
 * a link that expired stays expired.
 */
export const useGoodsPreview = (ticket: string) =>
  useQuery(
    queryOptions({
      queryKey: ['catalogue', 'goods-preview', ticket],
      queryFn: () => apiCall(goodsPreviewTicketEndpoint, { ticket }),
      enabled: /^[0-9a-f]{32}$/.test(ticket),
      retry: false,
      staleTime: Infinity,
      gcTime: 0,
    }),
  );
