import { onlineChannelsEndpoint } from '@shop/contracts/payment';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/api/pay/online/channels`: the online channels the shop configured (none by default). */
export const getOnlineChannels = () => apiCall(onlineChannelsEndpoint, {});

export const onlineChannelsQueryOptions = () =>
  queryOptions({
    queryKey: ['payment', 'channels'],
    queryFn: getOnlineChannels,
    staleTime: 5 * 60_000,
  });

/** The configured channels; an empty list while loading or when the call fails. */
export const useOnlineChannels = () => useQuery(onlineChannelsQueryOptions()).data?.channels ?? [];
