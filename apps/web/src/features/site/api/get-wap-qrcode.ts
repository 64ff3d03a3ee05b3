import { wapQrcodeEndpoint } from '@shop/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { toastOnError } from '@/lib/toast-on-error';

export const getWapQrcode = () => apiCall(wapQrcodeEndpoint, {});

export const wapQrcodeQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'wapqrcode'],
    queryFn: toastOnError(getWapQrcode),
    staleTime: 30 * 60_000,
  });

export const useWapQrcode = () => useQuery(wapQrcodeQueryOptions()).data;
