import { captchaEndpoint } from '@shop/contracts/auth';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getCaptcha = () => apiCall(captchaEndpoint, {});

/** One captcha per form (`scope`); never reused from cache, since each answer works once. */
export const captchaQueryOptions = (scope: string) =>
  queryOptions({
    queryKey: ['auth', 'captcha', scope],
    queryFn: getCaptcha,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const useCaptchaQuery = (scope: string) => useQuery(captchaQueryOptions(scope));
