import { friendlyLinksEndpoint } from '@shop/contracts/site';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toastOnError } from '@/lib/toast-on-error';

export const getFriendlyLinks = () => apiCall(friendlyLinksEndpoint, {});

export const friendlyLinksQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'friendlyLinks'],
    queryFn: toastOnError(getFriendlyLinks),
    staleTime: 10 * 60_000,
  });

// spec §8: a footer link or QR failure shows the server message in an error toast.
export const useFriendlyLinks = () => useQuery(friendlyLinksQueryOptions());
