import { signinInfoEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LEVEL_KEY } from './level-keys';

/** `/api/membersignin/info`: a month's signed days, today's state, the streak and the rewards. */
export const getSigninInfo = (month?: string) =>
  apiCall(signinInfoEndpoint, month ? { month } : {});

export const signinInfoQueryOptions = (month?: string) =>
  queryOptions({
    queryKey: [...LEVEL_KEY, 'signin', month ?? 'current'],
    queryFn: () => getSigninInfo(month),
  });

export const useSigninInfo = (month?: string) =>
  useQuery({ ...signinInfoQueryOptions(month), placeholderData: keepPreviousData });
