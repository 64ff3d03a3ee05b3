import { groupbuyDetailEndpoint } from '@shop/contracts/promotion';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/groupbuy/api/goods/detail`: one group buy (id = its promotion goods id). */
export const getGroupbuyDetail = (groupbuyId: number) =>
  apiCall(groupbuyDetailEndpoint, { groupbuy_id: groupbuyId });

export const groupbuyDetailQueryOptions = (groupbuyId: number, isMember: boolean) =>
  queryOptions({
    queryKey: ['promotion', 'groupbuy', 'detail', groupbuyId, isMember],
    queryFn: () => getGroupbuyDetail(groupbuyId),
    staleTime: 10_000,
  });

export const useGroupbuyDetail = (groupbuyId: number, isMember: boolean) =>
  useQuery(groupbuyDetailQueryOptions(groupbuyId, isMember));
