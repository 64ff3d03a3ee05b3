import { memberQualificationEndpoint, qualificationConfigEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasSession } from '@/lib/session';

/** Key `['licence']`: the member's documents; an upload invalidates it. */
export const LICENCE_KEY = ['licence'] as const;

/** `/api/qualification/getMemberQualification`: each document type's state and the sale gate. */
export const memberQualificationQueryOptions = () =>
  queryOptions({
    queryKey: [...LICENCE_KEY, 'mine'],
    queryFn: () => apiCall(memberQualificationEndpoint, {}),
    enabled: hasSession(),
    staleTime: 60_000,
  });

export const useMemberQualification = () => useQuery(memberQualificationQueryOptions());

/** `/api/qualification/getQualificationConfig`: the document types and business scopes. */
export const useQualificationConfig = () =>
  useQuery({
    queryKey: [...LICENCE_KEY, 'config'],
    queryFn: () => apiCall(qualificationConfigEndpoint, {}),
    staleTime: 10 * 60_000,
  });
