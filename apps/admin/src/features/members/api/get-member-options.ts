import { consoleMemberOptionsEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * `/staff/api/member/options`: the labels, levels and salesmen the member screens' selects offer
 * (the salesmen of the staff account's shop, of every shop for a platform account).
 */
export const memberOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [consoleMemberOptionsEndpoint.path],
    queryFn: ({ signal }) => apiCall(consoleMemberOptionsEndpoint, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export const useMemberOptions = () => useQuery(memberOptionsQueryOptions());
