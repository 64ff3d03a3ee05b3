import { consoleMemberDetailEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/staff/api/member/detail`: one member in the staff account's reach (else "not found"). */
export const memberDetailQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: [consoleMemberDetailEndpoint.path, { member_id: memberId }],
    queryFn: ({ signal }) =>
      apiCall(consoleMemberDetailEndpoint, { member_id: memberId }, { signal }),
  });

export const useMemberDetail = (memberId: number) =>
  useQuery({ ...memberDetailQueryOptions(memberId), enabled: memberId > 0 });
