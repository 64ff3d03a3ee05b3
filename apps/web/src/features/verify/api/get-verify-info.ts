import { verifyInfoEndpoint } from '@shop/contracts/verify';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { verifyKeys } from './verify-keys';

/** `/api/verify/verifyInfo`: what a code covers; a refusal's message is shown by the desk. */
export const getVerifyInfo = (code: string) => apiCall(verifyInfoEndpoint, { verify_code: code });

export const verifyInfoQueryOptions = (code: string) =>
  queryOptions({
    queryKey: verifyKeys.info(code),
    queryFn: () => getVerifyInfo(code),
    staleTime: 0,
    retry: false,
  });

/** `code` null (nothing looked up yet) makes no call. */
export const useVerifyInfo = (code: string | null) =>
  useQuery({ ...verifyInfoQueryOptions(code ?? ''), enabled: code !== null });
