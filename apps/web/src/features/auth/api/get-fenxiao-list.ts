import { fenxiaoListEndpoint } from '@shop/contracts/staff';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/api/member/getFenXiaoList`: the salesmen a new member may name (issue 16). */
export const getFenxiaoList = () => apiCall(fenxiaoListEndpoint, {});

export const fenxiaoListQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'fenxiao'], queryFn: getFenxiaoList, staleTime: 10 * 60_000 });

export const useFenxiaoList = () => useQuery(fenxiaoListQueryOptions());
