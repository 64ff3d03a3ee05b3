import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffLogoutEndpoint } from '@shop/contracts/chat';
import { staffPost } from '../lib/staff-post';
import { staffInfoQueryKey } from './get-staff-info';

/** Ends the staff session (the server revokes the token and clears the cookie). */
export const staffLogout = () => staffPost(staffLogoutEndpoint, {});

export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffLogout,
    onSettled: () => {
      // The page watches the info query: answer null there (the login card shows) and drop the
      // rest of the servicer's data.
      queryClient.setQueryData(staffInfoQueryKey, null);
      queryClient.removeQueries({
        queryKey: ['workbench'],
        predicate: (query) => query.queryKey[1] !== staffInfoQueryKey[1],
      });
    },
  });
}
