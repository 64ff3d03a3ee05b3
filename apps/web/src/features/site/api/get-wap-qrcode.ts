import { wapQrcodeEndpoint } from '@shop/contracts/site';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toastOnError } from '@/lib/toast-on-error';

export const getWapQrcode = () => apiCall(wapQrcodeEndpoint, {});

export const wapQrcodeQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'wapqrcode'],
    queryFn: toastOnError(getWapQrcode),
    staleTime: 30 * 60_000,
  });

export const useWapQrcode = () => useQuery(wapQrcodeQueryOptions()).data;
