import {
  type RechargeCreateBody,
  rechargeCloseEndpoint,
  rechargeCreateEndpoint,
  rechargeOfflinePayEndpoint,
} from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_KEY } from './account-keys';

/** `/memberrecharge/api/ordercreate/create`: answers the new recharge's id and number. */
export const createRecharge = (body: RechargeCreateBody) => apiCall(rechargeCreateEndpoint, body);

/** `/memberrecharge/api/order/offlinepay`: submits the transfer voucher. */
export const payRechargeOffline = (body: { recharge_id: number; voucher: string }) =>
  apiCall(rechargeOfflinePayEndpoint, body);

/** `/memberrecharge/api/order/close`: closes a recharge not yet paid. */
export const closeRecharge = (rechargeId: number) =>
  apiCall(rechargeCloseEndpoint, { recharge_id: rechargeId });

function useAccountMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY }),
  });
}

export const useCreateRecharge = () => useAccountMutation(createRecharge);
export const usePayRechargeOffline = () => useAccountMutation(payRechargeOffline);
export const useCloseRecharge = () => useAccountMutation(closeRecharge);
