import { workbenchMemberEndpoint } from '@shop/contracts/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffPost } from '../lib/staff-post';

/** Who the buyer is and their recent orders with this shop. */
export const getWorkbenchMember = (memberId: number) =>
  staffPost(workbenchMemberEndpoint, { member_id: memberId });

export const workbenchMemberQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: ['workbench', 'member', memberId],
    queryFn: () => getWorkbenchMember(memberId),
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });

export const useWorkbenchMember = (memberId: number) =>
  useQuery(workbenchMemberQueryOptions(memberId));
