import {
  logoutOthersEndpoint,
  modifyMobileEndpoint,
  modifyPasswordEndpoint,
  modifyPayPasswordEndpoint,
  type ModifyMobileBody,
  type ModifyPasswordBody,
  type ModifyPayPasswordBody,
} from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberInfoQueryOptions } from './get-member-info';

/** The security calls of /member/security (issue 16); each refreshes the member's info. */
function useSecurityMutation<B, R>(call: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries(memberInfoQueryOptions()),
  });
}

export const useModifyPassword = () =>
  useSecurityMutation((body: ModifyPasswordBody) => apiCall(modifyPasswordEndpoint, body));

export const useModifyPayPassword = () =>
  useSecurityMutation((body: ModifyPayPasswordBody) => apiCall(modifyPayPasswordEndpoint, body));

export const useModifyMobile = () =>
  useSecurityMutation((body: ModifyMobileBody) => apiCall(modifyMobileEndpoint, body));

/** `/api/member/logoutothers`: answers how many other sessions ended. */
export const useLogoutOthers = () => useSecurityMutation(() => apiCall(logoutOthersEndpoint, {}));
