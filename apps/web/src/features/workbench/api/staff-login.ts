import { type StaffLoginBody, staffLoginEndpoint } from '@shop/contracts/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffPost } from '../lib/staff-post';
import { staffInfoQueryKey } from './get-staff-info';

/** Username and password of a servicer; the server sets the staff session cookie. */
export const staffLogin = (body: StaffLoginBody) => staffPost(staffLoginEndpoint, body);

export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffLogin,
    onSuccess: (info) => queryClient.setQueryData(staffInfoQueryKey, info),
  });
}
