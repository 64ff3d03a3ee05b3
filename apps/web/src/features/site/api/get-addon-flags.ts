import { addonFlagsEndpoint } from '@shop/contracts/site';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Which addons the shop runs (`/api/addon/addonisexit`); entries of absent addons stay hidden. */
export const getAddonFlags = () => apiCall(addonFlagsEndpoint, {});

export const addonFlagsQueryOptions = () =>
  queryOptions({ queryKey: ['site', 'addons'], queryFn: getAddonFlags, staleTime: 10 * 60_000 });

export const useAddonFlags = () => useQuery(addonFlagsQueryOptions());
