import { siteInfoEndpoint } from '@shop/contracts/site';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The shop's name for the sign-in page's heading, from the storefront's public `/api/site/info`.
 * Optional: while the site is closed it is refused, and the page shows the console's own name.
 */
export const useSiteName = () =>
  useQuery(
    queryOptions({
      queryKey: ['site', 'name'] as const,
      queryFn: async () => (await apiCall(siteInfoEndpoint, {}, { sessionCheck: false })).site_name,
      staleTime: Infinity,
      retry: false,
    }),
  );
