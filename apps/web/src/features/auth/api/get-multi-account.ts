import { multiAccountListEndpoint } from '@shop/contracts/member';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getMultiAccountList = () => apiCall(multiAccountListEndpoint, {});

export const multiAccountQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'multi-account'],
    queryFn: getMultiAccountList,
    staleTime: 60_000,
  });

/** The accounts sharing the member's login group; fetched when the switch dialog opens. */
export const useMultiAccountList = (enabled: boolean) =>
  useQuery({ ...multiAccountQueryOptions(), enabled });
