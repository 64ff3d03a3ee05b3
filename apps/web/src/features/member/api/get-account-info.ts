import { memberAccountInfoEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_KEY } from './account-keys';

/** `/api/memberaccount/info`: balance, frozen amount and the credit line. */
export const getAccountInfo = () => apiCall(memberAccountInfoEndpoint, {});

export const accountInfoQueryOptions = () =>
  queryOptions({ queryKey: [...ACCOUNT_KEY, 'info'], queryFn: getAccountInfo });

export const useAccountInfo = () => useQuery(accountInfoQueryOptions());
