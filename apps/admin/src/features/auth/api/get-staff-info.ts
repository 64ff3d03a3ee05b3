import { consoleInfoEndpoint, type ConsoleStaff } from '@shop/contracts/staff';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions } from '@tanstack/react-query';
import { setCsrfToken } from '@/lib/csrf';

/** The signed-in staff account in the query cache: the sign-in writes it, sign-out removes it. */
export const STAFF_KEY = ['staff', 'info'] as const;

/**
 * `/staff/api/login/info`: who is signed in, from the HttpOnly session cookie alone, with the
 * session's CSRF token, which it keeps in memory for the console's calls. A reload of any page
 * restores the session this way. No session answers -10009: the caller goes to the sign-in page.
 */
export async function getStaffInfo(): Promise<ConsoleStaff> {
  const staff = await apiCall(consoleInfoEndpoint, {}, { sessionCheck: false });
  setCsrfToken(staff.csrf_token);
  return staff;
}

export const staffInfoQueryOptions = () =>
  queryOptions({
    queryKey: STAFF_KEY,
    queryFn: getStaffInfo,
    // The account changes only by signing in or out; idle expiry shows up as -10009 on a call.
    staleTime: Infinity,
    retry: false,
  });
