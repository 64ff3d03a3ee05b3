import { type StaffInfo, workbenchInfoEndpoint } from '@shop/contracts/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '@shop/web-kit/api';
import { isStaffSessionError, staffPost } from '../lib/staff-post';

/** A session the console ended (account disabled, password reset): the server's words why. */
export type EndedStaffSession = { ended: string };

const endedBy = (error: ApiError): EndedStaffSession | null => {
  const data = error.data as { ended?: unknown } | null;
  return typeof data?.ended === 'string' ? { ended: error.message } : null;
};

/**
 * The logged-in servicer, or without a staff session null, or why the console ended it (issue
 * 25: a disabled servicer or one whose password was reset is told so on the login card).
 */
export async function getStaffInfo(): Promise<StaffInfo | EndedStaffSession | null> {
  try {
    return await staffPost(workbenchInfoEndpoint, {});
  } catch (error) {
    if (isStaffSessionError(error)) return endedBy(error);
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
