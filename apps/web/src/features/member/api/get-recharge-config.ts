import { rechargeConfigEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_KEY } from './account-keys';

/** `/memberrecharge/api/memberrecharge/config`: the shop's minimum, maximum and packages. */
export const getRechargeConfig = () => apiCall(rechargeConfigEndpoint, {});

export const rechargeConfigQueryOptions = () =>
  queryOptions({ queryKey: [...ACCOUNT_KEY, 'recharge-config'], queryFn: getRechargeConfig });

export const useRechargeConfig = () => useQuery(rechargeConfigQueryOptions());
