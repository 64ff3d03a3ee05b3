import { captchaEndpoint } from '@shop/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

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
