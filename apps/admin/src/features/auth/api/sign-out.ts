import { consoleLogoutEndpoint } from '@shop/contracts/staff';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCsrfToken } from '@/lib/csrf';

/**
 * `/staff/api/login/logout`: ends the session (the workbench's too). The console forgets the
 * account and its answers whether or not the server could be reached: a session already gone
 * is signed out all the same.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(consoleLogoutEndpoint, {}, { sessionCheck: false }),
    onSettled: () => {
      setCsrfToken('');
      queryClient.clear();
    },
  });
}
