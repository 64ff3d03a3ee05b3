import { PointLogPageSchema, type PointLogPageBody } from '@shop/contracts/point';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { POINT_KEY } from './point-keys';

/** `/api/memberaccount/pointpage`: the member's points and their ledger. */
export const getPointLog = (body: PointLogPageBody) =>
  apiPost('/api/memberaccount/pointpage', body, PointLogPageSchema);

export const pointLogQueryOptions = (body: PointLogPageBody) =>
  queryOptions({
    queryKey: [...POINT_KEY, 'log', body],
    queryFn: () => getPointLog(body),
  });

export const usePointLog = (body: PointLogPageBody) =>
  useQuery({ ...pointLogQueryOptions(body), placeholderData: keepPreviousData });
