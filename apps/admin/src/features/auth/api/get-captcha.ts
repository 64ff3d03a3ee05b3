import { captchaEndpoint } from '@shop/contracts/auth';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * `/api/captcha/captcha`: a new image for the sign-in form. `id` and `img` are empty when the
 * shop has the captcha switched off, and the form then asks for no code. Never cached: each
 * failed attempt or click asks for a fresh one.
 */
export const captchaQueryOptions = () =>
  queryOptions({
    queryKey: ['captcha', 'console'] as const,
    queryFn: () => apiCall(captchaEndpoint, {}, { sessionCheck: false }),
    staleTime: 0,
    gcTime: 0,
  });

export const useCaptcha = () => useQuery(captchaQueryOptions());
