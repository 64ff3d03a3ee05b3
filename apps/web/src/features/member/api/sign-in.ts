import { signinEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEVEL_KEY } from './level-keys';

/** `/api/membersignin/signin`: today's sign-in and what it gave. */
export const signIn = () => apiCall(signinEndpoint, {});

/** Signs in; the calendar, level, points and member figures reload afterwards. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LEVEL_KEY }),
        queryClient.invalidateQueries({ queryKey: ['member', 'info'] }),
        queryClient.invalidateQueries({ queryKey: ['point'] }),
      ]),
  });
}
