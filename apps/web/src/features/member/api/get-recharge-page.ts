import { type RechargePageBody, rechargePageEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_KEY } from './account-keys';

/** `/memberrecharge/api/order/page`: the member's recharges, newest first. */
export const getRechargePage = (body: RechargePageBody) => apiCall(rechargePageEndpoint, body);

export const rechargePageQueryOptions = (body: RechargePageBody) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, 'recharges', body],
    queryFn: () => getRechargePage(body),
  });

export const useRechargePage = (body: RechargePageBody) =>
  useQuery({ ...rechargePageQueryOptions(body), placeholderData: keepPreviousData });
