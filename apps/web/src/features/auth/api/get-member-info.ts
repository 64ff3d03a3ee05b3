import { memberInfoEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasSession } from '@/lib/session';

export const getMemberInfo = () => apiCall(memberInfoEndpoint, {});

/** Spec §4: member details are fetched only when not held, or when a refresh is requested (invalidate). */
export const memberInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'info'],
    queryFn: getMemberInfo,
    staleTime: Infinity,
    retry: false,
  });

/** The logged-in member; disabled for a visitor. */
export const useMemberInfo = () => useQuery({ ...memberInfoQueryOptions(), enabled: hasSession() });
