import { bundlingDetailEndpoint } from '@shop/contracts/promotion';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/bundling/api/bundling/detail`: one bundle (组合套餐) of the combo page. */
export const getComboDetail = (blId: number) => apiCall(bundlingDetailEndpoint, { bl_id: blId });

export const comboDetailQueryOptions = (blId: number, isMember: boolean) =>
  queryOptions({
    queryKey: ['promotion', 'combo', blId, isMember],
    queryFn: () => getComboDetail(blId),
    staleTime: 10_000,
  });

export const useComboDetail = (blId: number, isMember: boolean) =>
  useQuery({ ...comboDetailQueryOptions(blId, isMember), enabled: blId > 0 });
