import { weappQrcodeEndpoint } from '@shop/contracts/site';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toastOnError } from '@/lib/toast-on-error';

export const getWeappQrcode = () => apiCall(weappQrcodeEndpoint, {});

export const weappQrcodeQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'weappQrcode'],
    queryFn: toastOnError(getWeappQrcode),
    staleTime: 10 * 60_000,
  });

// spec §8: a footer link or QR failure shows the server message in an error toast.
export const useWeappQrcode = () => useQuery(weappQrcodeQueryOptions());
