import { checkVerifierEndpoint } from '@shop/contracts/verify';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasSession } from '@/lib/session';
import { verifyKeys } from './verify-keys';

/** `/api/verify/checkisverifier`: whether the member verifies at a pickup store, and where. */
export const checkVerifier = () => apiCall(checkVerifierEndpoint, {});

export const verifierCheckQueryOptions = () =>
  queryOptions({ queryKey: verifyKeys.check(), queryFn: checkVerifier, staleTime: 60_000 });

export const useVerifierCheck = () =>
  useQuery({ ...verifierCheckQueryOptions(), enabled: hasSession() });
