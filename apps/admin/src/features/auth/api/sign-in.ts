import { consoleLoginEndpoint, type ConsoleLoginBody } from '@shop/contracts/staff';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCsrfToken } from '@/lib/csrf';
import { STAFF_KEY } from './get-staff-info';

/** `/staff/api/login/login`: signs in and holds the account and its CSRF token. */
export async function signIn(body: ConsoleLoginBody) {
  const staff = await apiCall(consoleLoginEndpoint, body, { sessionCheck: false });
  setCsrfToken(staff.csrf_token);
  return staff;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (staff) => {
      // Nothing of a previous account's answers may show to this one.
      queryClient.clear();
      queryClient.setQueryData(STAFF_KEY, staff);
    },
  });
}
