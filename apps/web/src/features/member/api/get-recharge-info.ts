import { rechargeInfoEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_KEY } from './account-keys';

/** `/memberrecharge/api/order/info`: one of the member's recharges; another's id fails. */
export const getRechargeInfo = (rechargeId: number) =>
  apiCall(rechargeInfoEndpoint, { recharge_id: rechargeId });

export const rechargeInfoQueryOptions = (rechargeId: number) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, 'recharge', rechargeId],
    queryFn: () => getRechargeInfo(rechargeId),
  });

export const useRechargeInfo = (rechargeId: number) =>
  useQuery({ ...rechargeInfoQueryOptions(rechargeId), enabled: rechargeId > 0 });
