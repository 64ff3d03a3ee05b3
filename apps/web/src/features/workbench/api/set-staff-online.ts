import { workbenchOnlineEndpoint } from '@shop/contracts/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffPost } from '../lib/staff-post';
import { staffInfoQueryKey } from './get-staff-info';

/** Goes online (takes chats) or offline; answers the updated servicer. */
export const setStaffOnline = (online: 0 | 1) => staffPost(workbenchOnlineEndpoint, { online });

export function useSetStaffOnline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffOnline,
    onSuccess: (info) => queryClient.setQueryData(staffInfoQueryKey, info),
  });
}
