import { verifyCodeEndpoint } from '@shop/contracts/verify';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyKeys } from './verify-keys';

/** `/api/verify/verify`: verifies a code once (hands its order over). */
export const verifyCode = (code: string) => apiCall(verifyCodeEndpoint, { verify_code: code });

/** 确认核销: refreshes the code's view and the records; the desk shows a refusal itself. */
export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: verifyKeys.all }),
  });
}
