import { type StaffInfo, workbenchInfoEndpoint } from '@shop/contracts/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isStaffSessionError, staffPost } from '../lib/staff-post';

/** The logged-in servicer, or null when there is no staff session (the login card shows). */
export async function getStaffInfo(): Promise<StaffInfo | null> {
  try {
    return await staffPost(workbenchInfoEndpoint, {});
  } catch (error) {
    if (isStaffSessionError(error)) return null;
    throw error;
  }
}

export const staffInfoQueryKey = ['workbench', 'info'] as const;

export const staffInfoQueryOptions = () =>
  queryOptions({
    queryKey: staffInfoQueryKey,
    queryFn: getStaffInfo,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useStaffInfo = () => useQuery(staffInfoQueryOptions());
