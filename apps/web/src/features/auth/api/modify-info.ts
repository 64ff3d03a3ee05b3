import {
  modifyInfoEndpoint,
  modifyNicknameEndpoint,
  type ModifyInfoBody,
} from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberInfoQueryOptions } from './get-member-info';

/** `/api/member/modifynickname` then `/api/member/modifyinfo` (issue 16): the profile form. */
export async function saveProfile(body: ModifyInfoBody & { nickname: string }): Promise<void> {
  await apiCall(modifyNicknameEndpoint, { nickname: body.nickname });
  await apiCall(modifyInfoEndpoint, { realname: body.realname, company_name: body.company_name });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: () => queryClient.invalidateQueries(memberInfoQueryOptions()),
  });
}
