import { withdrawApplyEndpoint, type WithdrawApplyBody } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WITHDRAW_KEY } from './get-withdraws';

/** `/api/memberwithdraw/apply`: the amount is frozen at once; the balance and lists refresh. */
export function useApplyWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawApplyBody) => apiCall(withdrawApplyEndpoint, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WITHDRAW_KEY }),
  });
}
